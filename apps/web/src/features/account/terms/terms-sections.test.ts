import { describe, expect, it } from 'vitest';
import { TERMS_INTRODUCTION, TERMS_SECTIONS } from '@/features/account/terms/terms-sections';

const paragraphs = [TERMS_INTRODUCTION, ...TERMS_SECTIONS.flatMap((s) => s.paragraphs)];

/** Each figure of spec 000 §9 "Merchant terms figures", with the words it belongs to. */
const FIGURES: readonly [string, RegExp][] = [
  ['billing by direct debit', /billed .*by direct debit/],
  ['minimum period 12 months', /minimum period of 12 months/],
  ['extensions 12 months', /further periods of 12 months/],
  ["2 months' notice", /2 months’ notice/],
  ['availability target 99.9%', /available 99\.9% of the time/],
  ['liability cap £250,000 for property', /property is limited to £250,000/],
  ['interest 4% above the base rate', /4% above the base rate/],
  ['invoice due at least 3 days after its date', /at least 3 days after the date of the invoice/],
  ['10 days’ notice of a bank change', /10 days’ notice of the bank change/],
  ['7 days to cure a breach', /7 days from that notice to cure the breach/],
  ['30 days’ notice for termination without cause', /30 days’ notice .*termination without cause/],
  ['7 days’ notice of changes', /7 days’ notice of changes/],
  ['non-payment £50', /Non-payment charge: £50/],
  ['direct debit resubmission £10', /Direct debit resubmission charge: £10/],
  ['default visit £80', /Default visit charge: £80/],
  ['non-use £30', /Non-use charge: £30/],
  ['administration £25', /^Administration charge: £25/],
  ['early termination administration £40', /Early termination administration charge: £40/],
  ['change of legal entity £75', /Change of legal entity charge: £75/],
  ['statement copy £5 (0 to 3 months)', /£5 for a statement from 0 to 3 months/],
  ['statement copy £7.50 (4 to 6 months)', /£7\.50 for a statement from 4 to 6 months/],
  ['statement copy £25 (over 6 months)', /£25 for a statement from over 6 months/],
];

describe('the merchant terms', () => {
  it.each(FIGURES)('carry %s', (_figure, pattern) => {
    expect(paragraphs.some((paragraph) => pattern.test(paragraph))).toBe(true);
  });

  it('are long and headed', () => {
    expect(TERMS_SECTIONS.length).toBeGreaterThanOrEqual(10);
    expect(paragraphs.join(' ').split(/\s+/).length).toBeGreaterThan(1000);
    for (const section of TERMS_SECTIONS) expect(section.heading).toMatch(/^\d+\. \w/);
  });
});
