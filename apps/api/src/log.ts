import { type Clock, systemClock } from '@shop/clock'

/** A log line: what happened, and details. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void
  warn(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

/**
 * A logger that never writes the secrets it is given (the consumer key and secret, the session
 * secret): every line is scrubbed before it leaves (DECISIONS.md section 2.1). Each line starts
 * with the instant of the shop's clock (`now`).
 */
export function createLogger(
  secrets: string[],
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  now: Clock = systemClock,
): Logger {
  const hidden = secrets.filter((secret) => secret.length >= 8)
  const scrub = (text: string) => hidden.reduce((out, secret) => out.split(secret).join('[segreto]'), text)
  const emit = (level: string, message: string, details?: Record<string, unknown>) => {
    let extra = ''
    if (details) {
      try {
        extra = ` ${JSON.stringify(details, (_key, value) => (value instanceof Error ? { name: value.name, message: value.message } : value))}`
      } catch {
        extra = ' [dettagli non serializzabili]'
      }
    }
    write(scrub(`${now().toISOString()} ${level} ${message}${extra}`))
  }
  return {
    info: (message, details) => emit('INFO', message, details),
    warn: (message, details) => emit('WARN', message, details),
    error: (message, details) => emit('ERROR', message, details),
  }
}
