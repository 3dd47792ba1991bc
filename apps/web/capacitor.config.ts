import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android shell (DESIGN.md §1): the built web app (dist/) inside a WebView. The app
 * talks to the OpenTill server over the network like a browser does; the card terminal is
 * reached through Capacitor's native HTTP (src/platform/android/). It cannot print yet:
 * the WebView has no window.print() and no native printer is written (apps/web/README.md).
 */
/**
 * OPENTILL_SERVER_URL at sync time (e.g. http://192.168.1.10:8080) makes the app load
 * from that server, so its `/api/` calls and session cookie are same-origin there.
 * Unset, the bundled dist/ is shown, which suits only a server on the device's own origin.
 */
const serverUrl = process.env.OPENTILL_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'app.opentill.till',
  appName: 'OpenTill',
  webDir: 'dist',
  ...(serverUrl !== undefined &&
    serverUrl !== '' && {
      server: { url: serverUrl, cleartext: serverUrl.startsWith('http:') },
    }),
  android: {
    // A till on a shop's LAN may reach its server over http.
    allowMixedContent: true,
  },
  plugins: {
    // Native HTTP for the card terminal (no CORS; its certificate must be one Android
    // trusts, see res/xml/network_security_config.xml); the app's own API calls keep using
    // the WebView's fetch and its cookies.
    CapacitorHttp: { enabled: false },
  },
};

export default config;
