/** The environment cannot start a server: starting it again changes nothing (the supervisor stops). */
export class ConfigurationError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`)
  }
}

/**
 * The app server's exit status for a ConfigurationError: EX_CONFIG of sysexits.h, which the
 * supervisor reads as "do not restart".
 */
export const CONFIGURATION_ERROR_EXIT = 78
