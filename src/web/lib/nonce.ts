import { createContext, useContext } from 'react';

/**
 * The script nonce of the page being rendered on the server (its Content-Security-Policy runs
 * only inline scripts that carry it). In the browser there is none to give: scripts added after
 * load are files from our own origin, which the policy allows.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
