/** SPEC section 9: business constants. */
export const NAVBAR_SCROLLED_THRESHOLD_PX = 20;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_ROWS = 6;

export const CONSOLE_TIMING = {
  charDelayMs: 22,
  linePauseMs: 350,
  startDelayMs: 300,
  loopRestartMs: 900,
} as const;
