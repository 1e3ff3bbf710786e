import type { ApiModule } from "../../module";
import { shellModule } from "./shell";

/** Every module of the marketplace API; a domain adds its module here. */
export const marketModules: ApiModule[] = [shellModule];
