import pino from "pino";

/** One logger for the server side; LOG_LEVEL tunes it. */
export const logger = pino({ level: process.env.LOG_LEVEL ?? "info", base: undefined });
