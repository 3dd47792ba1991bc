package app.opentill.till;

import com.getcapacitor.JSArray;
import com.getcapacitor.JSObject;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONException;

/**
 * Prints the jobs of the printers this device serves (issue 17): a network ESC/POS printer
 * only this device reaches, or the PAX terminal's own printer. Every method answers
 * {outcome, error} (or {health}) and never rejects, so the web app always has something to
 * acknowledge. The work runs on threads of its own, never the UI thread nor Capacitor's
 * plugin thread, and each call is answered within its timeout.
 */
@CapacitorPlugin(name = "OpenTillPrinter")
public class OpenTillPrinterPlugin extends Plugin {

    static final int DEFAULT_NETWORK_TIMEOUT_MS = 10_000;
    static final int DEFAULT_BUILT_IN_TIMEOUT_MS = 30_000;
    private static final int MIN_TIMEOUT_MS = 500;
    private static final int MAX_TIMEOUT_MS = 60_000;
    // The network printer ends its own work at its timeout; this is the margin before the
    // answer is forced, for a host name whose lookup no socket timeout covers.
    private static final int ANSWER_GRACE_MS = 2_000;

    private static final String APP_CLOSING = "The app is closing; nothing was printed.";

    private final ExecutorService workers = Executors.newCachedThreadPool();

    @PluginMethod
    public void printEscPos(PluginCall call) {
        String host = call.getString("host", "");
        int port = call.getInt("port", 0);
        int timeoutMs = timeoutOf(call, DEFAULT_NETWORK_TIMEOUT_MS);
        if (host == null || host.isEmpty() || port < 1 || port > 65_535) {
            call.resolve(toJs(PrintOutcome.failed("The printer’s address is not host:port.")));
            return;
        }
        final byte[] job;
        try {
            job = Base64Bytes.decode(call.getString("data", ""));
        } catch (IllegalArgumentException e) {
            call.resolve(toJs(PrintOutcome.failed("The print job arrived damaged; nothing was sent.")));
            return;
        }
        final EscPosTcpPrinter printer = new EscPosTcpPrinter(host, port, timeoutMs);
        answerWithin(
            call,
            timeoutMs + ANSWER_GRACE_MS,
            toJs(PrintOutcome.unconfirmed("The printer took too long." + EscPosTcpPrinter.CHECK_THE_PAPER)),
            new Callable<JSObject>() {
                @Override
                public JSObject call() {
                    return toJs(printer.print(job));
                }
            }
        );
    }

    @PluginMethod
    public void printBuiltIn(PluginCall call) {
        final List<String> lines = new ArrayList<>();
        JSArray given = call.getArray("lines", new JSArray());
        try {
            for (int i = 0; i < given.length(); i++) lines.add(given.getString(i));
        } catch (JSONException e) {
            call.resolve(toJs(PrintOutcome.failed("The print job arrived damaged; nothing was printed.")));
            return;
        }
        final boolean openDrawer = call.getBoolean("openDrawer", false);
        final PaxBuiltInPrinter printer = new PaxBuiltInPrinter(getContext().getApplicationContext());
        answerWithin(
            call,
            timeoutOf(call, DEFAULT_BUILT_IN_TIMEOUT_MS),
            toJs(PrintOutcome.unconfirmed("The built-in printer took too long." + EscPosTcpPrinter.CHECK_THE_PAPER)),
            new Callable<JSObject>() {
                @Override
                public JSObject call() {
                    return toJs(printer.print(lines, openDrawer));
                }
            }
        );
    }

    @PluginMethod
    public void status(PluginCall call) {
        String host = call.getString("host", "");
        int port = call.getInt("port", 0);
        int timeoutMs = timeoutOf(call, DEFAULT_NETWORK_TIMEOUT_MS);
        if (host == null || host.isEmpty() || port < 1 || port > 65_535) {
            call.resolve(toJs(PrinterHealth.OFFLINE));
            return;
        }
        final EscPosTcpPrinter printer = new EscPosTcpPrinter(host, port, timeoutMs);
        answerWithin(
            call,
            timeoutMs + ANSWER_GRACE_MS,
            toJs(PrinterHealth.OFFLINE),
            new Callable<JSObject>() {
                @Override
                public JSObject call() {
                    return toJs(printer.status());
                }
            }
        );
    }

    @Override
    protected void handleOnDestroy() {
        workers.shutdownNow();
    }

    private static int timeoutOf(PluginCall call, int fallback) {
        int asked = call.getInt("timeoutMs", fallback);
        return Math.max(MIN_TIMEOUT_MS, Math.min(MAX_TIMEOUT_MS, asked));
    }

    /** Runs {@code work} on a worker and answers what it returns, or {@code late} once {@code timeoutMs} has passed. */
    private void answerWithin(final PluginCall call, final int timeoutMs, final JSObject late, final Callable<JSObject> work) {
        try {
            workers.execute(
                new Runnable() {
                    @Override
                    public void run() {
                        call.resolve(awaitWithin(workers.submit(work), timeoutMs, late));
                    }
                }
            );
        } catch (RejectedExecutionException e) {
            // The app is closing and nothing was started.
            call.resolve(toJs(PrintOutcome.failed(APP_CLOSING)));
        }
    }

    private static JSObject awaitWithin(Future<JSObject> running, int timeoutMs, JSObject late) {
        try {
            return running.get(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            running.cancel(true);
            return late;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return late;
        } catch (ExecutionException e) {
            // The printers answer their own failures, so this is a fault in this code; the job
            // may have gone out, so it is not called failed.
            return late;
        }
    }

    private static JSObject toJs(PrintOutcome outcome) {
        JSObject answer = new JSObject();
        answer.put("outcome", outcome.outcome);
        answer.put("error", outcome.error);
        return answer;
    }

    private static JSObject toJs(PrinterHealth health) {
        JSObject answer = new JSObject();
        answer.put("health", health.wireName);
        return answer;
    }
}
