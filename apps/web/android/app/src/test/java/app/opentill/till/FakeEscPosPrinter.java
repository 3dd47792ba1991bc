package app.opentill.till;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A network ESC/POS printer on 127.0.0.1 for the tests: it answers DLE EOT as an Epson
 * printer in the given state, keeps every other byte as the printed job, and can stay
 * silent, answer garbage, or drop the connection when a job arrives.
 */
final class FakeEscPosPrinter implements AutoCloseable {

    enum Mode {
        ONLINE,
        PAPER_OUT,
        COVER_OPEN,
        SILENT,
        GARBAGE,
        SILENT_AFTER_JOB,
        PAPER_OUT_AFTER_JOB,
        DROP_ON_JOB,
    }

    private final ServerSocket server;
    private final Mode mode;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final AtomicInteger statusRequests = new AtomicInteger();
    private final Thread acceptor;

    FakeEscPosPrinter(Mode mode) throws IOException {
        this.mode = mode;
        this.server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
        this.acceptor = new Thread(this::acceptAll, "FakeEscPosPrinter");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    synchronized byte[] printed() {
        return printed.toByteArray();
    }

    int statusRequests() {
        return statusRequests.get();
    }

    private void acceptAll() {
        while (!server.isClosed()) {
            try (Socket socket = server.accept()) {
                serve(socket);
            } catch (IOException e) {
                // A closed server or a client gone: the next connection starts afresh.
            }
        }
    }

    private void serve(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        OutputStream out = socket.getOutputStream();
        boolean hasJob = false;
        int b;
        while ((b = in.read()) != -1) {
            if (b == 0x10) {
                int second = in.read();
                if (second == 0x04) {
                    int n = in.read();
                    statusRequests.incrementAndGet();
                    Integer answer = answer(n, hasJob);
                    if (answer != null) {
                        out.write(answer);
                        out.flush();
                    }
                    continue;
                }
                keep(b);
                if (second != -1) keep(second);
                hasJob = true;
                continue;
            }
            if (mode == Mode.DROP_ON_JOB) return;
            keep(b);
            hasJob = true;
        }
    }

    private synchronized void keep(int b) {
        printed.write(b);
    }

    /** Epson's answer to DLE EOT n: bits 1 and 4 always set, plus the problems. */
    private Integer answer(int n, boolean hasJob) {
        boolean isSilent = mode == Mode.SILENT || (mode == Mode.SILENT_AFTER_JOB && hasJob);
        if (isSilent) return null;
        if (mode == Mode.GARBAGE) return 0x00;
        boolean isPaperOut = mode == Mode.PAPER_OUT || (mode == Mode.PAPER_OUT_AFTER_JOB && hasJob);
        boolean isCoverOpen = mode == Mode.COVER_OPEN;
        switch (n) {
            case 1:
                return 0x12 | (isPaperOut || isCoverOpen ? 0x08 : 0);
            case 2:
                return 0x12 | (isCoverOpen ? 0x04 : 0) | (isPaperOut ? 0x20 : 0);
            case 4:
                return 0x12 | (isPaperOut ? 0x60 : 0);
            default:
                return null;
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
