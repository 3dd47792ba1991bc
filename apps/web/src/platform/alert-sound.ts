// The new-order alert (000 §2 "Order list"): a short two-tone beep, generated rather than
// shipped as an asset, played through an <audio> element so it works wherever audio does.

const SAMPLE_RATE = 8000;
const TONES_HZ = [880, 1320] as const;
const TONE_SECONDS = 0.15;

const writeText = (view: DataView, offset: number, text: string) => {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
};

/** An 8-bit mono WAV of the two tones, each faded in and out so it does not click. */
export const beepWav = (): Uint8Array => {
  const perTone = Math.round(SAMPLE_RATE * TONE_SECONDS);
  const samples = perTone * TONES_HZ.length;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  writeText(view, 0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  writeText(view, 8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  writeText(view, 36, 'data');
  view.setUint32(40, samples, true);
  TONES_HZ.forEach((hz, tone) => {
    for (let i = 0; i < perTone; i++) {
      const fade = Math.min(1, i / 80, (perTone - i) / 80);
      const value = Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * fade * 0.6;
      bytes[44 + tone * perTone + i] = Math.round(128 + value * 127);
    }
  });
  return bytes;
};

let source: string | null = null;

const beepSource = (): string => {
  if (source === null) {
    let binary = '';
    for (const byte of beepWav()) binary += String.fromCharCode(byte);
    source = `data:audio/wav;base64,${btoa(binary)}`;
  }
  return source;
};

/**
 * Plays the alert. A browser that blocks sound before the first tap rejects play(): the
 * alert is then silent, never an error on screen.
 */
export const playAlertSound = (): void => {
  try {
    const audio = new Audio(beepSource());
    void audio.play()?.catch(() => undefined);
  } catch {
    // No audio at all (an old WebView): the new card is still there to see.
  }
};
