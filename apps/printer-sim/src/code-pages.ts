/**
 * The upper halves (0x80–0xFF) of the two code pages OpenTill's printers are set to
 * (contract PRINTER_CODE_PAGES), by their Epson ESC t number. The lower half is ASCII.
 */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

// CP858 is CP850 with the euro sign where CP850 has a dotless i (0xD5).
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** ESC t numbers in Epson's table (the encoder's 'epson' code page mapping). */
export const CODE_PAGE_CP437 = 0;
export const CODE_PAGE_CP858 = 19;

const HIGH_HALVES: Record<number, string> = {
  [CODE_PAGE_CP437]: CP437_HIGH,
  [CODE_PAGE_CP858]: CP858_HIGH,
};

/** The character a printer set to `codePage` prints for `byte` (a text byte, 0x20–0xFF). */
export const decodeTextByte = (byte: number, codePage: number): string => {
  if (byte < 0x80) return String.fromCharCode(byte);
  // A code page the simulator does not know prints as the replacement character, so a
  // test that expected £ sees at once that the wrong ESC t was sent.
  return HIGH_HALVES[codePage]?.[byte - 0x80] ?? '\ufffd';
};
