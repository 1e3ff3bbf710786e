"use client";

import dynamic from "next/dynamic";

/** The service worker's registration, loaded after the page (never on the server, never on /login). */
export const PushRegistrationLazy = dynamic(() => import("./push-registration"), { ssr: false });
