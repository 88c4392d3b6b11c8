/**
 * The verify page's upload limit, checked in the browser before sending and again on the server.
 * Our credentials are about 3 kB; 256 kB leaves room for any honest file and refuses a flood.
 */
export const MAX_CREDENTIAL_BYTES = 256 * 1024;

export const CREDENTIAL_TOO_LARGE = "This file is larger than 256 kB, so it is not a credential of ours. Choose the .jwt or .json file from the certificate page.";
