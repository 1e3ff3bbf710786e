import { ConfigError, env, type Env } from "@/lib/config/env";

export interface CognitoConfig {
  /** Always region-prefixed (`eu-central-1_AbC…`): Amplify routes requests by that prefix. */
  userPoolId: string;
  clientId: string;
  region: string;
  /** Another endpoint than AWS's (cognito-local, a proxy); AWS's own when absent. */
  endpoint?: string;
}

type CognitoEnv = Pick<Env, "COGNITO_USER_POOL_ID" | "COGNITO_CLIENT_ID" | "COGNITO_REGION" | "COGNITO_ENDPOINT">;

/**
 * The Cognito settings, checked together (each variable alone is checked by env.ts).
 * A pool id given without its region prefix gets COGNITO_REGION's; against AWS itself
 * a prefix that contradicts COGNITO_REGION is refused, since Amplify would silently call the other region.
 */
export function cognitoConfig(source: CognitoEnv = env()): CognitoConfig {
  const issues: string[] = [];
  const rawPool = source.COGNITO_USER_POOL_ID;
  const region = source.COGNITO_REGION;
  if (!rawPool)
    issues.push("COGNITO_USER_POOL_ID: required when IDP=cognito (the user pool id, e.g. eu-central-1_AbCdEf123)");
  if (!source.COGNITO_CLIENT_ID)
    issues.push(
      "COGNITO_CLIENT_ID: required when IDP=cognito (an app client without secret, USER_PASSWORD_AUTH allowed)",
    );
  const userPoolId = rawPool && !rawPool.includes("_") ? `${region}_${rawPool}` : rawPool;
  if (userPoolId && !source.COGNITO_ENDPOINT) {
    const poolRegion = userPoolId.slice(0, userPoolId.indexOf("_"));
    if (poolRegion !== region) {
      issues.push(
        `COGNITO_USER_POOL_ID: the pool is in ${poolRegion} but COGNITO_REGION is ${region}; set COGNITO_REGION=${poolRegion}`,
      );
    }
  }
  if (issues.length > 0 || !userPoolId || !source.COGNITO_CLIENT_ID) throw new ConfigError(issues);
  return { userPoolId, clientId: source.COGNITO_CLIENT_ID, region, endpoint: source.COGNITO_ENDPOINT };
}
