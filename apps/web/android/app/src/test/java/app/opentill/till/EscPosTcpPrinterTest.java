package app.opentill.till;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import org.junit.Test;

/** Against a fake printer on 127.0.0.1: what is sent, and what the web app is told. */
public class EscPosTcpPrinterTest {

    private static final String HOST = "127.0.0.1";
    private static final byte[] JOB = "\u001b@Flat white x2\n".getBytes(StandardCharsets.US_ASCII);
    private static final int TIMEOUT_MS = 700;

    private static PrintOutcome printOn(FakeEscPosPrinter printer) {
        return new EscPosTcpPrinter(HOST, printer.port(), TIMEOUT_MS).print(JOB);
    }

    @Test
    public void confirmsOnlyAfterThePrinterAnswersOnlineAfterTheJob() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.ONLINE)) {
            PrintOutcome outcome = printOn(printer);
            assertEquals(PrintOutcome.CONFIRMED, outcome.outcome);
            assertEquals("", outcome.error);
            assertArrayEquals(JOB, printer.printed());
            assertEquals("three requests before the job and three after", 6, printer.statusRequests());
        }
    }

    @Test
    public void sendsNothingToAPrinterOutOfPaper() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.PAPER_OUT)) {
            PrintOutcome outcome = printOn(printer);
            assertEquals(PrintOutcome.FAILED, outcome.outcome);
            assertTrue(outcome.error, outcome.error.startsWith("The printer is out of paper."));
            assertEquals(0, printer.printed().length);
        }
    }

    @Test
    public void sendsNothingToAPrinterWithItsCoverOpen() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.COVER_OPEN)) {
            PrintOutcome outcome = printOn(printer);
            assertEquals(PrintOutcome.FAILED, outcome.outcome);
            assertTrue(outcome.error, outcome.error.startsWith("The printer’s cover is open."));
            assertEquals(0, printer.printed().length);
        }
    }

    @Test
    public void failsWithinTheTimeoutWhenThePrinterIsSilent() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.SILENT)) {
            long started = System.nanoTime();
            PrintOutcome outcome = printOn(printer);
            long tookMs = (System.nanoTime() - started) / 1_000_000;
            assertEquals(PrintOutcome.FAILED, outcome.outcome);
            assertTrue(outcome.error, outcome.error.contains("did not answer"));
            assertEquals(0, printer.printed().length);
            assertTrue("took " + tookMs + " ms", tookMs < TIMEOUT_MS + 500);
        }
    }

    @Test
    public void takesAnAnswerThatIsNotAStatusForNoAnswer() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.GARBAGE)) {
            assertEquals(PrintOutcome.FAILED, printOn(printer).outcome);
            assertEquals(0, printer.printed().length);
        }
    }

    @Test
    public void failsWhenNothingListens() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        PrintOutcome outcome = new EscPosTcpPrinter(HOST, closedPort, TIMEOUT_MS).print(JOB);
        assertEquals(PrintOutcome.FAILED, outcome.outcome);
        assertTrue(outcome.error, outcome.error.startsWith("Could not reach the printer at 127.0.0.1:" + closedPort));
    }

    @Test
    public void isUnconfirmedWhenThePrinterGoesSilentAfterTheJob() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.SILENT_AFTER_JOB)) {
            PrintOutcome outcome = printOn(printer);
            assertEquals(PrintOutcome.UNCONFIRMED, outcome.outcome);
            assertTrue(outcome.error, outcome.error.contains("Check the paper"));
            assertArrayEquals(JOB, printer.printed());
        }
    }

    @Test
    public void isUnconfirmedWhenThePaperRunsOutDuringTheJob() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.PAPER_OUT_AFTER_JOB)) {
            PrintOutcome outcome = printOn(printer);
            assertEquals(PrintOutcome.UNCONFIRMED, outcome.outcome);
            assertTrue(outcome.error, outcome.error.startsWith("The printer is out of paper."));
        }
    }

    @Test
    public void isUnconfirmedNeverFailedWhenTheConnectionDropsMidJob() throws IOException {
        try (FakeEscPosPrinter printer = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.DROP_ON_JOB)) {
            assertEquals(PrintOutcome.UNCONFIRMED, printOn(printer).outcome);
        }
    }

    @Test
    public void tellsTheHealthWithoutPrinting() throws IOException {
        try (
            FakeEscPosPrinter online = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.ONLINE);
            FakeEscPosPrinter paperOut = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.PAPER_OUT);
            FakeEscPosPrinter silent = new FakeEscPosPrinter(FakeEscPosPrinter.Mode.SILENT)
        ) {
            assertEquals(PrinterHealth.ONLINE, new EscPosTcpPrinter(HOST, online.port(), TIMEOUT_MS).status());
            assertEquals(PrinterHealth.PAPER_OUT, new EscPosTcpPrinter(HOST, paperOut.port(), TIMEOUT_MS).status());
            assertEquals(PrinterHealth.OFFLINE, new EscPosTcpPrinter(HOST, silent.port(), TIMEOUT_MS).status());
            assertEquals(0, online.printed().length);
        }
    }
}
