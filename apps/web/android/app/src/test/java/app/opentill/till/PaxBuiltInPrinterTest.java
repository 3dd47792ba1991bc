package app.opentill.till;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.Before;
import org.junit.Test;

/** The PAX printer through reflection, with a stand-in for PAX's classes. */
public class PaxBuiltInPrinterTest {

    private static final List<String> TICKET = Arrays.asList("TABLE 4", "1 Flat white");

    private static PaxBuiltInPrinter pax() {
        return new PaxBuiltInPrinter("the context", FakeNeptuneLiteUser.class.getName());
    }

    @Before
    public void resetTheFake() {
        FakeNeptuneLiteUser.reset();
    }

    @Test
    public void saysThereIsNoBuiltInPrinterWhenPaxClassesAreAbsent() {
        PrintOutcome outcome = new PaxBuiltInPrinter("the context").print(TICKET, false);
        assertEquals(PrintOutcome.FAILED, outcome.outcome);
        assertEquals(PaxBuiltInPrinter.NO_PRINTER, outcome.error);
    }

    @Test
    public void printsTheLinesAndConfirmsWhenStartAnswersZero() {
        PrintOutcome outcome = pax().print(TICKET, false);
        assertEquals(PrintOutcome.CONFIRMED, outcome.outcome);
        assertEquals(
            Arrays.asList("getDal the context", "init", "setGray 3", "getStatus", "printStr TABLE 4\n1 Flat white\n\n\n\n|null", "start"),
            FakeNeptuneLiteUser.calls
        );
    }

    @Test
    public void printsNothingWhenThePrinterIsOutOfPaperBeforehand() {
        FakeNeptuneLiteUser.statusBefore = 2;
        PrintOutcome outcome = pax().print(TICKET, false);
        assertEquals(PrintOutcome.FAILED, outcome.outcome);
        assertTrue(outcome.error, outcome.error.startsWith("The built-in printer is out of paper."));
        assertEquals(Arrays.asList("getDal the context", "init", "setGray 3", "getStatus"), FakeNeptuneLiteUser.calls);
    }

    @Test
    public void isUnconfirmedWhenThePaperRunsOutWhilePrinting() {
        FakeNeptuneLiteUser.startResult = 2;
        assertEquals(PrintOutcome.UNCONFIRMED, pax().print(TICKET, false).outcome);
    }

    @Test
    public void failsWhenThePrinterRefusesTheJobAsAWhole() {
        FakeNeptuneLiteUser.startResult = 1;
        PrintOutcome outcome = pax().print(TICKET, false);
        assertEquals(PrintOutcome.FAILED, outcome.outcome);
        assertTrue(outcome.error, outcome.error.startsWith("The built-in printer is busy."));
    }

    @Test
    public void isUnconfirmedWhenStartThrows() {
        FakeNeptuneLiteUser.startThrows = true;
        PrintOutcome outcome = pax().print(TICKET, false);
        assertEquals(PrintOutcome.UNCONFIRMED, outcome.outcome);
        assertTrue(outcome.error, outcome.error.contains("paper jam"));
    }

    @Test
    public void cannotOpenADrawerButStillPrints() {
        assertEquals(PrintOutcome.failed(PaxBuiltInPrinter.NO_DRAWER).toString(), pax().print(Collections.<String>emptyList(), true).toString());
        assertEquals(FakeNeptuneLiteUser.calls, Collections.emptyList());
        PrintOutcome printed = pax().print(TICKET, true);
        assertEquals(PrintOutcome.CONFIRMED, printed.outcome);
        assertEquals(PaxBuiltInPrinter.NO_DRAWER, printed.error);
    }
}
