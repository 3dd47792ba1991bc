package app.opentill.till;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
