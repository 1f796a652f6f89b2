/**
 * How web code reaches the API. In the browser it is `fetch`; during server rendering the server
 * hands the page an in-process transport (no network hop) through the React Router load context.
 */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path under /api, e.g. `/properties/properties/?page=2`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** The part of the server's configuration the browser may know. */
export interface PublicConfig {
  publicUrl: string;
  /** Leaflet tile URL template (`MAP_TILE_URL`). */
  mapTileUrl: string;
  /** The tile service's required credit, HTML (`MAP_TILE_ATTRIBUTION`). */
  mapTileAttribution: string;
}
