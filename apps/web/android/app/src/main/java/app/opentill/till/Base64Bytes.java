package app.opentill.till;

import java.io.ByteArrayOutputStream;

/**
 * Standard base64 (RFC 4648, with padding) to bytes: how the web app hands the ESC/POS job
 * over the Capacitor bridge. Written out because java.util.Base64 needs Android 8 and the
 * app runs from Android 6, and android.util.Base64 cannot run in a JVM unit test.
 */
final class Base64Bytes {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    private Base64Bytes() {}

    /** @throws IllegalArgumentException when {@code text} is not base64: better no job than a garbled one. */
    static byte[] decode(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() * 3 / 4);
        int buffer = 0;
        int bits = 0;
        int digits = 0;
        int padding = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' || c == ' ') continue;
            if (c == '=') {
                padding++;
                continue;
            }
            int value = ALPHABET.indexOf(c);
            if (value < 0 || padding > 0) throw new IllegalArgumentException("not base64 at " + i);
            // Only the bits not yet written matter (at most 14).
            buffer = ((buffer << 6) | value) & 0xffff;
            bits += 6;
            digits++;
            if (bits >= 8) {
                bits -= 8;
                out.write((buffer >> bits) & 0xff);
            }
        }
        boolean isWhole = (digits + padding) % 4 == 0 && padding <= 2 && digits % 4 != 1;
        if (!isWhole) throw new IllegalArgumentException("base64 cut short");
        return out.toByteArray();
    }
}
