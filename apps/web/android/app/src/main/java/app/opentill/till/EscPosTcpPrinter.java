package app.opentill.till;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * A network ESC/POS printer (raw TCP, usually port 9100) that only this device reaches. It
 * prints a job exactly as the server's dispatcher does: ask the status first and send
 * nothing unless the printer is online with paper; send; ask again, and call the job
 * confirmed only when the printer answers online after it. Everything, the connection and
 * a write stuck on a full printer buffer included, ends within the timeout.
 */
final class EscPosTcpPrinter {

    private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(
        new ThreadFactory() {
            @Override
            public Thread newThread(Runnable task) {
                Thread thread = new Thread(task, "OpenTillPrinterWatchdog");
                thread.setDaemon(true);
                return thread;
            }
        }
    );

    static final String NOTHING_SENT = " Nothing was sent to it.";
    static final String CHECK_THE_PAPER = " Check the paper before printing it again.";

    private final String host;
    private final int port;
    private final int timeoutMs;

    EscPosTcpPrinter(String host, int port, int timeoutMs) {
        this.host = host;
        this.port = port;
        this.timeoutMs = timeoutMs;
    }

    private String address() {
        return host + ":" + port;
    }

    PrintOutcome print(byte[] job) {
        Connection connection = Connection.open(host, port, timeoutMs);
        if (connection == null) return PrintOutcome.failed("Could not reach the printer at " + address() + "." + NOTHING_SENT);
        try {
            PrinterHealth before = connection.askHealth();
            if (before == null) return PrintOutcome.failed("The printer at " + address() + " did not answer." + NOTHING_SENT);
            if (before != PrinterHealth.ONLINE) return PrintOutcome.failed(before.sentence + NOTHING_SENT);
            try {
                connection.send(job);
            } catch (IOException e) {
                // Part of the job may be on the paper already: it must not be sent again blindly.
                return PrintOutcome.unconfirmed("The connection to the printer dropped while sending." + CHECK_THE_PAPER);
            }
            PrinterHealth after = connection.askHealth();
            if (after == PrinterHealth.ONLINE) return PrintOutcome.confirmed();
            if (after == null) return PrintOutcome.unconfirmed("The printer did not answer after the job." + CHECK_THE_PAPER);
            return PrintOutcome.unconfirmed(after.sentence + CHECK_THE_PAPER);
        } finally {
            connection.close();
        }
    }

    /** The printer's health now; offline when it cannot be reached or does not answer. */
    PrinterHealth status() {
        Connection connection = Connection.open(host, port, timeoutMs);
        if (connection == null) return PrinterHealth.OFFLINE;
        try {
            PrinterHealth health = connection.askHealth();
            return health == null ? PrinterHealth.OFFLINE : health;
        } finally {
            connection.close();
        }
    }

    /** One socket with one deadline: every read waits only for the time left. */
    private static final class Connection {

        private final Socket socket;
        private final long deadline;
        private final ScheduledFuture<?> watchdog;

        private Connection(Socket socket, long deadline, ScheduledFuture<?> watchdog) {
            this.socket = socket;
            this.deadline = deadline;
            this.watchdog = watchdog;
        }

        static Connection open(String host, int port, int timeoutMs) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            final Socket socket = new Socket();
            // A write has no timeout of its own; closing the socket is what ends a stuck one.
            ScheduledFuture<?> watchdog = WATCHDOG.schedule(
                new Runnable() {
                    @Override
                    public void run() {
                        closeQuietly(socket);
                    }
                },
                timeoutMs,
                TimeUnit.MILLISECONDS
            );
            try {
                socket.connect(new InetSocketAddress(host, port), timeoutMs);
                socket.setTcpNoDelay(true);
                return new Connection(socket, deadline, watchdog);
            } catch (IOException | IllegalArgumentException e) {
                watchdog.cancel(false);
                closeQuietly(socket);
                return null;
            }
        }

        /** Null when the printer does not answer in time, or answers something that is not a status. */
        PrinterHealth askHealth() {
            int[] answers = new int[EscPosStatus.REQUESTS.length];
            try {
                OutputStream out = socket.getOutputStream();
                InputStream in = socket.getInputStream();
                for (int i = 0; i < answers.length; i++) {
                    out.write(EscPosStatus.request(EscPosStatus.REQUESTS[i]));
                    out.flush();
                    int left = (int) TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                    if (left <= 0) return null;
                    socket.setSoTimeout(left);
                    int answer = in.read();
                    if (!EscPosStatus.isStatusByte(answer)) return null;
                    answers[i] = answer;
                }
            } catch (IOException e) {
                // A read timeout included: no answer in time is no answer.
                return null;
            }
            return EscPosStatus.healthOf(answers[0], answers[1], answers[2]);
        }

        void send(byte[] job) throws IOException {
            OutputStream out = socket.getOutputStream();
            out.write(job);
            out.flush();
        }

        void close() {
            watchdog.cancel(false);
            closeQuietly(socket);
        }

        private static void closeQuietly(Socket socket) {
            try {
                socket.close();
            } catch (IOException e) {
                // Closing is all that is left to do; a failure to close changes nothing.
            }
        }
    }
}
