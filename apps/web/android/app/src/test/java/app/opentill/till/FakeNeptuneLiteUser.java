package app.opentill.till;

import java.util.ArrayList;
import java.util.List;

/**
 * Stands in for PAX's com.pax.neptunelite.api.NeptuneLiteUser, reached by the same names
 * (getInstance, getDal, getPrinter, init, setGray, getStatus, printStr, start). The DAL
 * and printer are of non-public classes, as PAX's own implementations are.
 */
public final class FakeNeptuneLiteUser {

    /** What the fake printer did, in order, for the test to read. */
    static final List<String> calls = new ArrayList<>();
    static int statusBefore = 0;
    static int startResult = 0;
    static boolean startThrows = false;

    private static final FakeNeptuneLiteUser INSTANCE = new FakeNeptuneLiteUser();

    static void reset() {
        calls.clear();
        statusBefore = 0;
        startResult = 0;
        startThrows = false;
    }

    public static FakeNeptuneLiteUser getInstance() {
        return INSTANCE;
    }

    public Object getDal(Object context) {
        calls.add("getDal " + context);
        return new Dal();
    }

    private static final class Dal {

        public Object getPrinter() {
            return new Printer();
        }
    }

    private static final class Printer {

        public void init() {
            calls.add("init");
        }

        public void setGray(int level) {
            calls.add("setGray " + level);
        }

        public int getStatus() {
            calls.add("getStatus");
            return statusBefore;
        }

        public void printStr(String text, String charset) {
            calls.add("printStr " + text + "|" + charset);
        }

        public int start() {
            calls.add("start");
            if (startThrows) throw new IllegalStateException("paper jam");
            return startResult;
        }
    }
}
