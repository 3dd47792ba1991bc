package app.opentill.till;

/**
 * Epson's real-time status (DLE EOT n), which Epson printers and their clones answer at once
 * with one byte, even in the middle of a job. Three requests tell the health: n = 1 the
 * printer, n = 2 why it is offline, n = 4 the paper roll.
 */
final class EscPosStatus {

    /** The requests asked, in this order; each is answered by one byte. */
    static final int[] REQUESTS = { 1, 2, 4 };

    // Every status byte has bits 1 and 4 set and bits 0 and 7 clear: anything else is not
    // an answer to DLE EOT (a stray byte, or a device that does not speak ESC/POS).
    private static final int FIXED_MASK = 0x93;
    private static final int FIXED_BITS = 0x12;

    private static final int OFFLINE = 0x08; // n = 1, bit 3
    private static final int COVER_OPEN = 0x04; // n = 2, bit 2
    private static final int PAPER_END_STOP = 0x20; // n = 2, bit 5: stopped at the paper end
    private static final int ERROR = 0x40; // n = 2, bit 6: stopped on an error
    private static final int PAPER_END = 0x60; // n = 4, bits 5 and 6: no paper

    private EscPosStatus() {}

    static byte[] request(int n) {
        return new byte[] { 0x10, 0x04, (byte) n };
    }

    static boolean isStatusByte(int answer) {
        return answer >= 0 && answer <= 0xff && (answer & FIXED_MASK) == FIXED_BITS;
    }

    /**
     * The health from the answers to n = 1, 2 and 4. Paper first: a printer out of paper
     * also reports itself offline, and staff should be told the thing to fix.
     */
    static PrinterHealth healthOf(int printer, int offlineCause, int paper) {
        if ((paper & PAPER_END) != 0 || (offlineCause & PAPER_END_STOP) != 0) return PrinterHealth.PAPER_OUT;
        if ((offlineCause & COVER_OPEN) != 0) return PrinterHealth.COVER_OPEN;
        if ((printer & OFFLINE) != 0 || (offlineCause & ERROR) != 0) return PrinterHealth.OFFLINE;
        return PrinterHealth.ONLINE;
    }
}
