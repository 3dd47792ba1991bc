/**
 * A sale's device ticket (issue 15): the number a till gives a sale it makes while the
 * server cannot be reached, before the merchant's order number exists. "T" + the till's
 * device number + "-" + its device sequence, padded to four digits: deviceTicket(2, 142)
 * is "T2-0142". Zod-free, so the till's first screen and the receipt can both use it.
 */
export function deviceTicket(deviceNumber: number, deviceSeq: number): string {
  return `T${deviceNumber}-${String(deviceSeq).padStart(4, '0')}`;
}
