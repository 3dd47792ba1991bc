package app.opentill.till;

/** What a printer answered to the real-time status requests; the names are the contract's PrinterHealth. */
enum PrinterHealth {
    ONLINE("online", "The printer is ready."),
    PAPER_OUT("paper_out", "The printer is out of paper."),
    COVER_OPEN("cover_open", "The printer’s cover is open."),
    OFFLINE("offline", "The printer is offline.");

    /** As the web app and the server spell it. */
    final String wireName;
    /** What staff are told. */
    final String sentence;

    PrinterHealth(String wireName, String sentence) {
        this.wireName = wireName;
        this.sentence = sentence;
    }
}
