import { lookup as dnsLookup, promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/**
 * Every outbound HTTP request of the API goes through `outboundFetch` (test/security/outbound-
 * requests.test.ts walks the sources to prove it). Who chose the URL decides the policy:
 *
 * - an admin of one tenant (identity provider issuer and endpoints): the URL is untrusted, so only
 *   https to public unicast addresses is allowed. The check runs on the connect itself, after DNS
 *   resolution and on every redirect hop, so a name resolving to 127.0.0.1, a redirect to
 *   169.254.169.254 or a rebinding DNS answer cannot reach the server's own network;
 * - the operator through the environment (SMS provider, captcha siteverify, S3, the built-in demo
 *   provider): trusted, because whoever sets the environment already owns the network.
 */
export interface OutboundPolicy {
  /** Loopback, private, link-local, metadata and other non-public addresses may be reached. */
  allowPrivateNetwork: boolean;
  /** Plain http is refused. */
  requireHttps: boolean;
}

/** URLs from the deployment's environment (SMS_*, CAPTCHA_VERIFY_URL, S3_ENDPOINT, the demo provider). */
export const OPERATOR_CONFIGURED: OutboundPolicy = { allowPrivateNetwork: true, requireHttps: false };

/**
 * URLs a tenant admin typed. `allowPrivateHosts` is OUTBOUND_ALLOW_PRIVATE_HOSTS (tests and local
 * development against a loopback Keycloak; config refuses it in production).
 */
export function adminConfiguredPolicy(allowPrivateHosts: boolean): OutboundPolicy {
  return allowPrivateHosts ? OPERATOR_CONFIGURED : { allowPrivateNetwork: false, requireHttps: true };
}

/** A request refused by the policy; the message names the address and why, for logs and admins. */
export class OutboundRequestRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRequestRefusedError';
  }
}

/**
 * Only global unicast addresses are public. ipaddr.js names every special range (loopback,
 * private, linkLocal — which holds the 169.254.169.254 metadata service —, uniqueLocal, carrier-
 * grade NAT, multicast, reserved, 6to4/teredo/NAT64 tunnels, ...); IPv4-mapped IPv6 is unwrapped first.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'unicast';
}

const refusedAddress = (host: string, address: string) =>
  `${host === address ? address : `${host} resolves to ${address}, which`} is not a public internet address (loopback, private, link-local and metadata addresses are refused)`;

/** The refusal of a URL's scheme or literal address, before any DNS (undefined when allowed so far). */
function refusalBeforeDns(url: URL, policy: OutboundPolicy): string | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${url.protocol} addresses are not supported; use https://`;
  if (policy.requireHttps && url.protocol !== 'https:') return `${url.host} must be reached over https://, not plain http`;
  if (policy.allowPrivateNetwork) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) return refusedAddress(host, host);
  return undefined;
}

/**
 * Whether `address` may be fetched under `policy`, resolving its host name now: the save-time check
 * that gives the admin a clear message. The connect-time check below still runs on every request,
 * because DNS answers can change between saving and signing in.
 */
export async function checkOutboundUrl(address: string, policy: OutboundPolicy): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `${address} is not a full https:// address`;
  }
  const refusal = refusalBeforeDns(url, policy);
  if (refusal || policy.allowPrivateNetwork || isIP(url.hostname.replace(/^\[|\]$/g, ''))) return refusal;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(url.hostname, { all: true });
  } catch {
    // Not resolvable now (a typo, or DNS down): nothing to refuse yet; every connect is checked again.
    return undefined;
  }
  const bad = addresses.find((entry) => !isPublicAddress(entry.address));
  return bad ? refusedAddress(url.hostname, bad.address) : undefined;
}

/** dns.lookup that fails when any address of the name is not public (all of them could be tried). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((entry) => !isPublicAddress(entry.address));
    if (bad || addresses.length === 0) {
      return callback(new OutboundRequestRefusedError(refusedAddress(hostname, bad?.address ?? 'nothing')), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

const CONNECT_TIMEOUT_MS = 10_000;

function createAgent(policy: OutboundPolicy): Agent {
  const connector = buildConnector({ timeout: CONNECT_TIMEOUT_MS, ...(policy.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }) });
  return new Agent({
    connect: (options, callback) => {
      // Checked per connection, so redirects (and literal addresses, which skip DNS) are covered too.
      const refusal = refusalBeforeDns(new URL(`${options.protocol}//${options.host}`), policy);
      if (refusal) return callback(new OutboundRequestRefusedError(refusal), null);
      connector(options, callback);
    },
  });
}

const agents = new Map<string, Agent>();
function agentFor(policy: OutboundPolicy): Agent {
  const key = `${policy.allowPrivateNetwork}:${policy.requireHttps}`;
  let agent = agents.get(key);
  if (!agent) agents.set(key, (agent = createAgent(policy)));
  return agent;
}

/** `fetch` through the agent of `policy`: the one way the API sends an HTTP request. */
export function outboundFetch(input: string | URL, init: RequestInit, policy: OutboundPolicy): Promise<Response> {
  const url = new URL(input);
  const refusal = refusalBeforeDns(url, policy);
  if (refusal) return Promise.reject(new OutboundRequestRefusedError(refusal));
  return fetch(url, { ...init, dispatcher: agentFor(policy) } as RequestInit);
}

/** A fetch function bound to `policy`, for libraries that take one (openid-client's customFetch). */
export function fetchWithPolicy(policy: OutboundPolicy) {
  return (input: string | URL, init: RequestInit = {}) => outboundFetch(input, init, policy);
}
