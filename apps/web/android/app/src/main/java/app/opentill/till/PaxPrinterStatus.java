package app.opentill.till;

/**
 * The status codes of PAX's IPrinter.getStatus() and start(). Some firmware answers the
 * unsigned byte (240) and some the signed one (-16), so both are known.
 */
final class PaxPrinterStatus {

    static final int OK = 0;
    static final int UNKNOWN = Integer.MIN_VALUE;

    private PaxPrinterStatus() {}

    static String describe(int status) {
        switch (status) {
            case 1:
                return "The built-in printer is busy.";
            case 2:
                return "The built-in printer is out of paper.";
            case 3:
                return "The built-in printer refused the job’s format.";
            case 4:
                return "The built-in printer has a fault.";
            case 8:
                return "The built-in printer is too hot; let it cool down.";
            case 9:
                return "The terminal’s battery is too low to print; plug it in.";
            case 240:
            case -16:
                return "The built-in printer did not finish the job.";
            case 252:
            case -4:
                return "The built-in printer has no font installed.";
            case 254:
            case -2:
                return "The job is too long for the built-in printer.";
            case -5:
                return "The built-in printer’s cover is open.";
            case -6:
                return "The built-in printer’s cutter is jammed.";
            default:
                return "The built-in printer answered status " + status + ".";
        }
    }

    /** start() refused the job as a whole: nothing came out, so it is safe to print again. */
    static boolean isRefusedBeforePrinting(int status) {
        switch (status) {
            case 1:
            case 3:
            case 252:
            case -4:
            case 254:
            case -2:
                return true;
            default:
                return false;
        }
    }
}
