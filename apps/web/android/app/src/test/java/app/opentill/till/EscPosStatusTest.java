package app.opentill.till;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/** Reading Epson's real-time status bytes (DLE EOT 1, 2 and 4). */
public class EscPosStatusTest {

    private static final int QUIET = 0x12;

    @Test
    public void asksWithDleEot() {
        assertArrayEquals(new byte[] { 0x10, 0x04, 0x02 }, EscPosStatus.request(2));
    }

    @Test
    public void isOnlineWhenNoProblemBitIsSet() {
        assertEquals(PrinterHealth.ONLINE, EscPosStatus.healthOf(QUIET, QUIET, QUIET));
    }

    @Test
    public void readsPaperOutFromTheRollSensorOrTheStopAtThePaperEnd() {
        assertEquals(PrinterHealth.PAPER_OUT, EscPosStatus.healthOf(QUIET | 0x08, QUIET, QUIET | 0x60));
        assertEquals(PrinterHealth.PAPER_OUT, EscPosStatus.healthOf(QUIET | 0x08, QUIET | 0x20, QUIET));
    }

    @Test
    public void readsACoverOpen() {
        assertEquals(PrinterHealth.COVER_OPEN, EscPosStatus.healthOf(QUIET | 0x08, QUIET | 0x04, QUIET));
    }

    @Test
    public void readsOfflineFromThePrinterByteOrAnError() {
        assertEquals(PrinterHealth.OFFLINE, EscPosStatus.healthOf(QUIET | 0x08, QUIET, QUIET));
        assertEquals(PrinterHealth.OFFLINE, EscPosStatus.healthOf(QUIET, QUIET | 0x40, QUIET));
    }

    @Test
    public void leavesPaperNearEndOnline() {
        // Bits 2 and 3 of n = 4 say the roll is nearly used up: it still prints.
        assertEquals(PrinterHealth.ONLINE, EscPosStatus.healthOf(QUIET, QUIET, QUIET | 0x0c));
    }

    @Test
    public void knowsAStatusByteByItsFixedBits() {
        assertTrue(EscPosStatus.isStatusByte(0x12));
        assertTrue(EscPosStatus.isStatusByte(0x7e));
        assertFalse(EscPosStatus.isStatusByte(0x00));
        assertFalse(EscPosStatus.isStatusByte(0x92));
        assertFalse(EscPosStatus.isStatusByte(-1));
    }
}
