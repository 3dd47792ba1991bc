package app.opentill.till;

/**
 * What a print did, as the web app acknowledges it to the server (DeviceJobAck): confirmed
 * (the printer said it was fine after the job), unconfirmed (it was sent, but the printer
 * could not say it printed: never send it again on its own) or failed (nothing was sent).
 */
final class PrintOutcome {

    static final String CONFIRMED = "confirmed";
    static final String UNCONFIRMED = "unconfirmed";
    static final String FAILED = "failed";

    final String outcome;
    /** Why, in words staff understand; empty when there is nothing to say. */
    final String error;

    private PrintOutcome(String outcome, String error) {
        this.outcome = outcome;
        this.error = error;
    }

    static PrintOutcome confirmed() {
        return new PrintOutcome(CONFIRMED, "");
    }

    /** Printed, with something staff should still know (a drawer that did not open). */
    static PrintOutcome confirmed(String note) {
        return new PrintOutcome(CONFIRMED, note);
    }

    static PrintOutcome unconfirmed(String reason) {
        return new PrintOutcome(UNCONFIRMED, reason);
    }

    static PrintOutcome failed(String reason) {
        return new PrintOutcome(FAILED, reason);
    }

    @Override
    public String toString() {
        return outcome + (error.isEmpty() ? "" : ": " + error);
    }
}
