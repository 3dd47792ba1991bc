package app.opentill.till;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The PAX card terminal's own printer, through PAX's NeptuneLite API (IDAL, IPrinter). That
 * jar is in no public Maven repository, so it is reached by reflection: the app builds
 * without it, and answers "no built-in printer" on a device where it is absent. Dropping
 * the jar into app/libs enables it (apps/web/README.md, Android app).
 */
final class PaxBuiltInPrinter {

    static final String NEPTUNE_LITE_USER = "com.pax.neptunelite.api.NeptuneLiteUser";
    static final String NO_PRINTER = "This device has no built-in printer.";
    static final String NO_DRAWER = "This device cannot open a cash drawer.";
    static final String BUSY = "The built-in printer is still busy with the previous job.";

    // Darker than PAX's default (1), so a receipt stays readable on a cheap thermal roll.
    private static final int GRAY_LEVEL = 3;
    // Feeds the last line past the tear bar.
    private static final String FEED = "\n\n\n";
    // One printer per device: two jobs must never interleave their lines.
    private static final ReentrantLock DEVICE = new ReentrantLock();

    private final Object androidContext;
    private final String entryClassName;

    /** @param androidContext an android.content.Context, typed Object so the class runs in a JVM test. */
    PaxBuiltInPrinter(Object androidContext) {
        this(androidContext, NEPTUNE_LITE_USER);
    }

    PaxBuiltInPrinter(Object androidContext, String entryClassName) {
        this.androidContext = androidContext;
        this.entryClassName = entryClassName;
    }

    PrintOutcome print(List<String> lines, boolean openDrawer) {
        // The terminal has no drawer port; printing the lines still matters more than the drawer.
        if (lines.isEmpty()) return openDrawer ? PrintOutcome.failed(NO_DRAWER) : PrintOutcome.confirmed();
        Object printer;
        try {
            printer = openPrinter();
        } catch (ClassNotFoundException e) {
            return PrintOutcome.failed(NO_PRINTER);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return PrintOutcome.failed("The built-in printer could not be opened (" + causeOf(e) + ").");
        }
        if (!DEVICE.tryLock()) return PrintOutcome.failed(BUSY);
        try {
            PrintOutcome outcome = printOn(printer, lines);
            if (openDrawer && PrintOutcome.CONFIRMED.equals(outcome.outcome)) return PrintOutcome.confirmed(NO_DRAWER);
            return outcome;
        } finally {
            DEVICE.unlock();
        }
    }

    private Object openPrinter() throws ReflectiveOperationException {
        Object user = Class.forName(entryClassName).getMethod("getInstance").invoke(null);
        Object dal = call(user, "getDal", androidContext);
        if (dal == null) throw new ClassNotFoundException("no IDAL on this device");
        Object printer = call(dal, "getPrinter");
        if (printer == null) throw new ClassNotFoundException("no IPrinter on this device");
        return printer;
    }

    private static PrintOutcome printOn(Object printer, List<String> lines) {
        boolean hasStarted = false;
        try {
            call(printer, "init");
            setGrayIfPossible(printer);
            int before = statusOf(call(printer, "getStatus"));
            if (before != PaxPrinterStatus.OK) return PrintOutcome.failed(PaxPrinterStatus.describe(before) + EscPosTcpPrinter.NOTHING_SENT);
            StringBuilder text = new StringBuilder();
            for (String line : lines) text.append(line).append('\n');
            // A null charset is PAX's default encoding.
            call(printer, "printStr", text.append(FEED).toString(), null);
            hasStarted = true;
            int result = statusOf(call(printer, "start"));
            if (result == PaxPrinterStatus.OK) return PrintOutcome.confirmed();
            if (PaxPrinterStatus.isRefusedBeforePrinting(result)) return PrintOutcome.failed(PaxPrinterStatus.describe(result) + EscPosTcpPrinter.NOTHING_SENT);
            return PrintOutcome.unconfirmed(PaxPrinterStatus.describe(result) + EscPosTcpPrinter.CHECK_THE_PAPER);
        } catch (ReflectiveOperationException | RuntimeException e) {
            String reason = "The built-in printer failed (" + causeOf(e) + ").";
            return hasStarted
                ? PrintOutcome.unconfirmed(reason + EscPosTcpPrinter.CHECK_THE_PAPER)
                : PrintOutcome.failed(reason + EscPosTcpPrinter.NOTHING_SENT);
        }
    }

    private static void setGrayIfPossible(Object printer) {
        try {
            call(printer, "setGray", GRAY_LEVEL);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // A model without gray levels prints at its default darkness, which still reads.
        }
    }

    private static int statusOf(Object answer) {
        return answer instanceof Number ? ((Number) answer).intValue() : PaxPrinterStatus.UNKNOWN;
    }

    /**
     * Calls the public method {@code name} taking {@code args.length} arguments. By name and
     * count, because the parameter types (android.content.Context) are not on a JVM's class
     * path; accessible because the object may be of a non-public class behind PAX's interface.
     */
    private static Object call(Object target, String name, Object... args) throws ReflectiveOperationException {
        for (Method method : target.getClass().getMethods()) {
            if (!method.getName().equals(name) || method.getParameterTypes().length != args.length) continue;
            method.setAccessible(true);
            return method.invoke(target, args);
        }
        throw new NoSuchMethodException(target.getClass().getName() + "." + name);
    }

    private static String causeOf(Throwable error) {
        Throwable cause = error instanceof InvocationTargetException && error.getCause() != null ? error.getCause() : error;
        String message = cause.getMessage();
        return message == null || message.isEmpty() ? cause.getClass().getSimpleName() : message;
    }
}
