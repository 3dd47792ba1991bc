import { registerPlugin } from '@capacitor/core';
import type { DevicePrintOutcome } from '@/platform/platform';

export type PrintEscPosOptions = {
  host: string;
  port: number;
  /** The job's ESC/POS bytes, base64 (DeviceJob.escpos as the server sent it). */
  data: string;
  /** Connection, status, write and the status after, all within this. */
  timeoutMs: number;
};

export type PrintBuiltInOptions = {
  lines: string[];
  /** The terminal has no drawer port: asking for it is answered in `error`. */
  openDrawer: boolean;
  timeoutMs?: number;
};

export type PrinterStatusOptions = { host: string; port: number; timeoutMs: number };

export type NetworkPrinterHealth = 'online' | 'paper_out' | 'cover_open' | 'offline';

/**
 * The app's own native plugin (android/app/src/main/java/app/opentill/till/
 * OpenTillPrinterPlugin.java). Its methods always resolve, each within its timeout; they
 * reject only when the installed app predates the plugin (code UNIMPLEMENTED).
 */
export type OpenTillPrinterPlugin = {
  printEscPos: (options: PrintEscPosOptions) => Promise<DevicePrintOutcome>;
  printBuiltIn: (options: PrintBuiltInOptions) => Promise<DevicePrintOutcome>;
  status: (options: PrinterStatusOptions) => Promise<{ health: NetworkPrinterHealth }>;
};

export const OpenTillPrinter = registerPlugin<OpenTillPrinterPlugin>('OpenTillPrinter');
