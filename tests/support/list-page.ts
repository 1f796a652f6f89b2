import { jsonWriter, PreparedJson } from '../../src/server/lib/serializer';
import { type ListPropertiesResponse, listPropertiesResponse } from '../../src/shared/schemas/properties';

const writePage = jsonWriter(listPropertiesResponse);

/** A listing search answer as the route writes it (a page from kept cards is already written). */
export function writtenPage(answer: ListPropertiesResponse | PreparedJson): string {
  return answer instanceof PreparedJson ? answer.body.toString() : writePage(answer);
}

/** A listing search answer as a client reads it. */
export function readPage(answer: ListPropertiesResponse | PreparedJson): ListPropertiesResponse {
  return JSON.parse(writtenPage(answer)) as ListPropertiesResponse;
}
