import { Amplify } from "aws-amplify";
import { cognitoUserPoolsTokenProvider } from "aws-amplify/auth/cognito";
import { cognitoConfig, type CognitoConfig } from "./config";
import { MemoryKeyValueStorage } from "./memory-storage";

let configured: CognitoConfig | undefined;

/** Amplify keeps one process-wide configuration; this sets it (tests point it at an emulator). */
export function configureCognito(config: CognitoConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: { userPoolId: config.userPoolId, userPoolClientId: config.clientId, userPoolEndpoint: config.endpoint },
    },
  });
  // After configure, which resets the store to localStorage-or-fallback, a store private to this process.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new MemoryKeyValueStorage());
  configured = config;
}

/** Configures from the environment (COGNITO_*) on first use. */
export function ensureConfigured(): CognitoConfig {
  if (!configured) configureCognito(cognitoConfig());
  return configured as CognitoConfig;
}

let lane: Promise<unknown> = Promise.resolve();

/**
 * Runs the calls that hold Amplify's single signed-in user one at a time: Amplify refuses a sign-in
 * while another user's tokens are stored, and a server signs many users in.
 */
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = lane.then(task, task);
  lane = run.catch(() => undefined);
  return run;
}
