import { z } from 'zod';
import { catalogueMessages } from './catalogue-messages.js';

export const DEFAULT_TILE_COLOUR = '#9e9e9e';

/** A six-digit hex colour, '#' first (spec 001 §5). */
export const hexColourSchema = z
  .string({ error: catalogueMessages.hexColour })
  .regex(/^#[0-9a-fA-F]{6}$/, catalogueMessages.hexColour);
