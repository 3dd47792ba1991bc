package app.opentill.till;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.Test;

/** The ESC/POS job as the web app sends it over the bridge. */
public class Base64BytesTest {

    @Test
    public void decodesEachPaddingLength() {
        assertArrayEquals("f".getBytes(StandardCharsets.US_ASCII), Base64Bytes.decode("Zg=="));
        assertArrayEquals("fo".getBytes(StandardCharsets.US_ASCII), Base64Bytes.decode("Zm8="));
        assertArrayEquals("foo".getBytes(StandardCharsets.US_ASCII), Base64Bytes.decode("Zm9v"));
        assertArrayEquals(new byte[0], Base64Bytes.decode(""));
    }

    @Test
    public void keepsEveryByteValue() {
        // ESC @, then £ in CP858 (0x9c), then a cut (GS V 0) and 0xff.
        assertArrayEquals(new byte[] { 0x1b, 0x40, (byte) 0x9c, 0x1d, 0x56, 0x00, (byte) 0xff }, Base64Bytes.decode("G0CcHVYA/w=="));
    }

    @Test
    public void skipsLineBreaks() {
        assertArrayEquals("foobar".getBytes(StandardCharsets.US_ASCII), Base64Bytes.decode("Zm9v\r\nYmFy"));
    }

    @Test
    public void refusesWhatIsNotBase64() {
        assertThrows(IllegalArgumentException.class, () -> Base64Bytes.decode("Zm9v!"));
        assertThrows(IllegalArgumentException.class, () -> Base64Bytes.decode("Zm9"));
        assertThrows(IllegalArgumentException.class, () -> Base64Bytes.decode("Zg==Zg=="));
        assertThrows(IllegalArgumentException.class, () -> Base64Bytes.decode("Z==="));
    }
}
