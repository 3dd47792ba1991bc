// The merchant terms shown before an account is created (spec 000 §1, §9). Kept as data so
// the dialog stays a renderer and a test can check that every figure of §9 is here.

export type TermsSection = { heading: string; paragraphs: readonly string[] };

export const TERMS_TITLE = 'Terms and Conditions';

export const TERMS_INTRODUCTION =
  'These terms form the agreement between OpenTill and the merchant (“you”) for the point-of-sale and ordering service. Please read them in full: by ticking the box and choosing Agree you accept them on behalf of your business.';

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    heading: '1. The service',
    paragraphs: [
      'OpenTill provides a till, order management, kitchen and fulfilment screens, reports and the related support for hospitality businesses. The service is provided to you as a business, for use by you and the staff you invite.',
      'You are responsible for the accounts you create, for keeping passwords and PINs private, and for everything done through your accounts.',
    ],
  },
  {
    heading: '2. Term and renewal',
    paragraphs: [
      'This agreement starts on the day your account is created and runs for a minimum period of 12 months.',
      'At the end of the minimum period the agreement extends automatically for further periods of 12 months each, unless either of us gives at least 2 months’ notice in writing before the end of the current period.',
    ],
  },
  {
    heading: '3. Charges and billing',
    paragraphs: [
      'Subscription charges are billed monthly in advance by direct debit from the bank account you nominate. You must keep a valid direct debit mandate in place for as long as the agreement lasts.',
      'Each invoice is due for payment on a date at least 3 days after the date of the invoice. We collect it by direct debit on or after that due date.',
      'If you change the bank account from which we collect payment, you must give us at least 10 days’ notice of the bank change, so that the next collection is taken from the right account.',
    ],
  },
  {
    heading: '4. Late payment and interest',
    paragraphs: [
      'If any amount is not paid when due, we may charge interest on it from the due date until it is paid, at 4% above the base rate of the Bank of England in force from time to time, calculated daily.',
      'We may suspend the service while any undisputed amount remains unpaid, after telling you that we intend to do so.',
    ],
  },
  {
    heading: '5. Additional charges',
    paragraphs: [
      'The following charges apply in the situations described, in addition to your subscription. They reflect the costs we incur and are added to your next invoice.',
      'Non-payment charge: £50 for each invoice that is not paid by its due date.',
      'Direct debit resubmission charge: £10 each time a direct debit is returned unpaid and has to be submitted again.',
      'Default visit charge: £80 for each visit we make to your premises to recover equipment or an unpaid balance after a default.',
      'Non-use charge: £30 for each month in which the service is not used at all while the agreement is in force.',
      'Administration charge: £25 for each change you ask us to make to your account details that you could not make yourself.',
      'Early termination administration charge: £40 when the agreement ends before the end of the minimum period or of an extension, in addition to the charges that would have fallen due in the rest of that period.',
      'Change of legal entity charge: £75 when the business using the service changes its legal entity (for example, from a sole trader to a limited company) and the agreement has to be transferred.',
    ],
  },
  {
    heading: '6. Copies of statements',
    paragraphs: [
      'Your current statement is always available free of charge. Copies of earlier statements are charged as follows:',
      '£5 for a statement from 0 to 3 months ago.',
      '£7.50 for a statement from 4 to 6 months ago.',
      '£25 for a statement from over 6 months ago.',
    ],
  },
  {
    heading: '7. Availability',
    paragraphs: [
      'We aim to keep the service available 99.9% of the time in each calendar month, not counting maintenance announced in advance. This availability target is an aim, not a guarantee.',
      'Your till keeps working for taking orders during a short loss of connection, and catches up once the connection returns.',
    ],
  },
  {
    heading: '8. Support',
    paragraphs: [
      'Support is available by support ticket from the Help screen and by telephone during published opening hours. We aim to answer urgent problems that stop you trading first.',
      'To help us, please describe the problem, the screen where it happened and the time it happened. We may ask for remote access to a device to put a problem right.',
    ],
  },
  {
    heading: '9. Equipment',
    paragraphs: [
      'Any card terminal, printer or other equipment we supply remains our property unless you have bought it outright. You must keep it in good working order, use it only at your premises and return it when the agreement ends.',
      'You are responsible for loss of or damage to equipment in your care, other than fair wear and tear.',
    ],
  },
  {
    heading: '10. Your data',
    paragraphs: [
      'You own the data you put into the service, including your products, orders and customer details. We process personal data only on your instructions and in line with data protection law, and we keep it secure.',
      'When the agreement ends you may ask us for an export of your data, after which we delete it, except where the law requires us to keep it.',
    ],
  },
  {
    heading: '11. Liability',
    paragraphs: [
      'Nothing in this agreement limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.',
      'Our total liability for loss of or damage to your tangible property is limited to £250,000 for each event or series of connected events.',
      'We are not liable for loss of profit, revenue, goodwill or data, or for any indirect or consequential loss.',
    ],
  },
  {
    heading: '12. Breach',
    paragraphs: [
      'If either of us breaches this agreement in a way that can be put right, the other will give written notice of the breach, and the party in breach will have 7 days from that notice to cure the breach before any further action is taken.',
      'Either of us may end the agreement at once by written notice if the other commits a serious breach that cannot be put right, or one that is not cured within those 7 days.',
    ],
  },
  {
    heading: '13. Ending the agreement',
    paragraphs: [
      'After the minimum period, either of us may end the agreement without cause by giving at least 30 days’ notice in writing for termination without cause, in addition to the notice needed to stop an extension.',
      'When the agreement ends, any amounts you owe become due at once, and you must stop using the service.',
    ],
  },
  {
    heading: '14. Changes to these terms',
    paragraphs: [
      'We may change these terms, our charges or the service. We will give you at least 7 days’ notice of changes by email or in the app before they take effect.',
      'If a change is to your material disadvantage, you may end the agreement without an early termination charge by telling us before the change takes effect.',
    ],
  },
  {
    heading: '15. Confidentiality',
    paragraphs: [
      'Each of us will keep confidential the other’s business information received under this agreement, and will use it only to perform this agreement, except where the law requires it to be disclosed.',
    ],
  },
  {
    heading: '16. Notices',
    paragraphs: [
      'Notices under this agreement must be in writing and may be sent by email to the address we hold for your account, or to our support address. A notice sent by email is received on the next working day after it is sent.',
    ],
  },
  {
    heading: '17. General',
    paragraphs: [
      'This agreement is the whole agreement between us about the service. If any part of it is found to be unenforceable, the rest stays in force.',
      'This agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction over any dispute arising from it.',
    ],
  },
];
