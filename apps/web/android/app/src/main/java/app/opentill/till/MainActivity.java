package app.opentill.till;

import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        // A plugin of the app itself (not an npm package) is registered before the bridge starts.
        registerPlugin(OpenTillPrinterPlugin.class);
        super.onCreate(savedInstanceState);
    }
}
