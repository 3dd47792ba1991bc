package app.opentill.till;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import android.content.Context;
import android.security.NetworkSecurityPolicy;
import androidx.test.ext.junit.runners.AndroidJUnit4;
import androidx.test.platform.app.InstrumentationRegistry;
import org.junit.Test;
import org.junit.runner.RunWith;

/**
 * Runs on a device or emulator (./gradlew connectedAndroidTest in apps/web/android); it
 * cannot run where no Android SDK is installed. It checks what the app's build decides:
 * its id (capacitor.config.ts appId) and that res/xml/network_security_config.xml is in
 * force, which keeps an http server on the shop's network reachable.
 */
@RunWith(AndroidJUnit4.class)
public class AppIdentityTest {

    @Test
    public void isTheOpenTillApp() {
        Context appContext = InstrumentationRegistry.getInstrumentation().getTargetContext();
        assertEquals("app.opentill.till", appContext.getPackageName());
    }

    @Test
    public void allowsAnHttpServerOnTheShopsNetwork() {
        assertTrue(NetworkSecurityPolicy.getInstance().isCleartextTrafficPermitted());
    }
}
