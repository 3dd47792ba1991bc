import { describe, expect, it, vi } from 'vitest';
import { CardTerminalError, type TerminalHttp } from '@/platform/card-terminal/card-terminal';
import {
  createCardTerminal,
  readTransactionAnswer,
  transactionUrl,
} from '@/platform/card-terminal/terminal-protocol';

const settings = { baseUrl: 'http://10.0.0.5:8443/', token: 't0k', serialNumber: 'PAX-1' };

describe('terminal protocol', () => {
  it('asks about a transaction by uti and terminal serial number', () => {
    expect(transactionUrl(settings, 'uti 1')).toBe(
      'http://10.0.0.5:8443/transaction?uti=uti+1&terminalId=PAX-1',
    );
  });

  it('reads 206 as in progress, 404 as never sent, 200 as the final answer', () => {
    expect(readTransactionAnswer(206, {})).toEqual({ status: 'in_progress' });
    expect(readTransactionAnswer(404, { error: 'No transaction with this uti.' })).toEqual({
      status: 'not_found',
    });
    expect(
      readTransactionAnswer(200, {
        uti: 'u',
        transApproved: true,
        amountTrans: 320,
        retrievalReferenceNumber: '4829',
        cardPan: '************1234',
      }),
    ).toEqual({
      status: 'final',
      transApproved: true,
      amountTrans: 320,
      retrievalReferenceNumber: '4829',
      cardPan: '************1234',
    });
  });

  it('treats any other answer, or a final one without a verdict, as unknown', () => {
    expect(() => readTransactionAnswer(400, { error: 'wrong terminal' })).toThrow(
      CardTerminalError,
    );
    expect(() => readTransactionAnswer(200, { uti: 'u' })).toThrow(CardTerminalError);
  });

  it('sends a SALE with the bearer token, and reports a refused or unreachable terminal', async () => {
    const http = vi.fn<TerminalHttp>(async () => ({ status: 201, data: {} }));
    const terminal = createCardTerminal(settings, http);
    await terminal.sale('uti-1', 450);
    expect(http).toHaveBeenCalledWith({
      method: 'POST',
      url: 'http://10.0.0.5:8443/transaction',
      headers: expect.objectContaining({ Authorization: 'Bearer t0k' }),
      body: { transType: 'SALE', amountTrans: 450, uti: 'uti-1', language: 'en' },
    });

    http.mockResolvedValueOnce({ status: 401, data: {} });
    await expect(terminal.sale('uti-2', 450)).rejects.toThrow(CardTerminalError);
    http.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(terminal.getTransaction('uti-2')).rejects.toThrow(CardTerminalError);
  });

  it('sends a REFUND naming the sale by its retrievalReferenceNumber', async () => {
    const http = vi.fn<TerminalHttp>(async () => ({ status: 201, data: {} }));
    const terminal = createCardTerminal(settings, http);
    await terminal.refund('uti-r', 150, '123456789012');
    expect(http).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'http://10.0.0.5:8443/transaction',
        body: {
          transType: 'REFUND',
          amountTrans: 150,
          uti: 'uti-r',
          language: 'en',
          retrievalReferenceNumber: '123456789012',
        },
      }),
    );
    http.mockResolvedValueOnce({ status: 400, data: {} });
    await expect(terminal.refund('uti-s', 150, '1')).rejects.toThrow(CardTerminalError);
  });
});
