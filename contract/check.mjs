// The breaking-change check of the committed API documents: `node contract/check.mjs BEFORE AFTER`
// compares two versions of openapi.json (or of asyncapi.json) with api-smart-diff, prints every
// change with its class, and exits 1 when a change breaks a client: one that api-smart-diff
// classifies as breaking, unless what it changes was already marked `deprecated` in BEFORE (the
// deprecation path of docs/api.md). A field an answer stops carrying is breaking too. A new
// version of the API is new paths: never breaking.
import { readFileSync } from "node:fs";
import { apiCompare } from "api-smart-diff";

// api-smart-diff reads AsyncAPI 2 only: an AsyncAPI 3 document is compared as the OpenAPI document
// of the same messages, each a body a client sends (a request: `post`) or one it receives (an
// answer: `get`), so that each direction is classified as its requests or answers are.
function asOpenapi(doc) {
  if (!doc.asyncapi) return doc;
  const at = (ref) => ref.slice(2).split("/").reduce((node, key) => node[key.replaceAll("~1", "/")], doc);
  const paths = {};
  for (const [name, operation] of Object.entries(doc.operations ?? {})) {
    const channel = at(operation.channel.$ref);
    const payloads = operation.messages.map((ref) => {
      const message = at(ref.$ref);
      return at(message.$ref ?? ref.$ref).payload;
    });
    const body = { "application/json": { schema: { oneOf: payloads } } };
    const path = (paths[`${channel.address}#${name}`] = {});
    if (operation.action === "send") {
      path.post = { operationId: name, requestBody: { required: true, content: body }, responses: {} };
    } else {
      path.get = { operationId: name, responses: { 200: { description: "", content: body } } };
    }
  }
  return { openapi: "3.0.3", info: doc.info, paths, components: { schemas: doc.components?.schemas ?? {} } };
}

// The schema `ref` names in `doc` ("#/components/schemas/Name").
const referenced = (doc, ref) =>
  ref
    .slice(2)
    .split("/")
    .reduce((parent, part) => parent?.[part.replaceAll("~1", "/").replaceAll("~0", "~")], doc);

// `node`, or the schema its $ref (and that one's) names.
function followed(doc, node) {
  while (node && typeof node === "object" && typeof node.$ref === "string") node = referenced(doc, node.$ref);
  return node;
}

// Whether the node at `path` in `doc`, or one of its parents, is marked deprecated ($refs followed).
function deprecated(doc, path) {
  let node = doc;
  for (const key of path) {
    node = followed(doc, node);
    if (node && typeof node === "object" && node.deprecated === true) return true;
    node = node?.[key];
  }
  return Boolean(node && typeof node === "object" && node.deprecated === true);
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: node contract/check.mjs BEFORE.json AFTER.json");
  process.exit(2);
}
const before = asOpenapi(JSON.parse(readFileSync(beforeFile, "utf8")));
const after = asOpenapi(JSON.parse(readFileSync(afterFile, "utf8")));
// api-smart-diff normalizes the documents it is given in place: it compares copies, so that the
// lookups below read the documents as written.
const { diffs } = apiCompare(structuredClone(before), structuredClone(after));
let broken = 0;
const counts = {};
// A field an answer stops carrying breaks the client that reads it, optional or not (api-smart-diff
// counts only required ones).
const answerFieldGone = (diff) =>
  diff.action === "remove" && diff.path.includes("responses") && diff.path.at(-2) === "properties";

// A free-form object: `{"type": "object"}` with nothing that says what it holds (no properties,
// values of any type: `additionalProperties` absent, true or `{}`); it may be nullable or described.
function freeForm(node) {
  if (!node || typeof node !== "object" || node.type !== "object") return false;
  if (["properties", "allOf", "anyOf", "oneOf", "enum"].some((key) => key in node)) return false;
  const values = node.additionalProperties;
  return values === undefined || values === true || (typeof values === "object" && Object.keys(values).length === 0);
}

// Whether the change is under what was, in `before`, a free-form object of an answer (`{"type":
// "object"}`, no properties: the events of a log entry were): the answer's JSON is the same, now
// described, and a client that read the object as a map reads it still.
function typedFreeForm(doc, path) {
  if (!path.includes("responses")) return false;
  let node = doc;
  for (const key of path) {
    node = followed(doc, node);
    if (freeForm(node)) return true;
    node = node?.[key];
  }
  return false;
}

// The node at `path` in `doc` ($refs followed); undefined when there is none. api-smart-diff
// names a $ref beside other keys as `allOf > 0`, which the document does not have: skipped.
function nodeAt(doc, path) {
  let node = doc;
  for (let i = 0; i < path.length; i += 1) {
    node = followed(doc, node);
    if (path[i] === "allOf" && node && typeof node === "object" && !("allOf" in node)) {
      i += 1;
      continue;
    }
    node = node?.[path[i]];
  }
  return node;
}

// Whether the change lists null among the values of an enum that was nullable already: the
// values a client may get are the same (OpenAPI 3.0 wants the null in the enum too).
function nullListed(diff) {
  return (
    diff.path.at(-2) === "enum" &&
    nodeAt(after, diff.path) === null &&
    nodeAt(before, diff.path.slice(0, -2))?.nullable === true
  );
}

// contract/corrections.json: properties whose declaration was never what the server sent, now
// declared as sent (each with why, and in the changelog). A client typed from the old declaration
// could not read the field, so the change breaks no client that worked.
const corrections = JSON.parse(readFileSync(new URL("corrections.json", import.meta.url), "utf8"));

// Whether the change is under a corrected property of the schema it belongs to ($refs followed;
// api-smart-diff's `allOf > 0` for a $ref beside other keys skipped, as nodeAt does).
function corrected(doc, path) {
  let node = doc;
  let schema = null;
  for (let i = 0; i < path.length; i += 1) {
    while (node && typeof node === "object" && typeof node.$ref === "string") {
      schema = node.$ref.split("/").at(-1);
      node = referenced(doc, node.$ref);
    }
    if (path[i] === "allOf" && node && typeof node === "object" && !("allOf" in node)) {
      i += 1;
      continue;
    }
    if (path[i] === "properties" && corrections.some((c) => c.schema === schema && c.property === path[i + 1])) {
      return true;
    }
    node = node?.[path[i]];
  }
  return false;
}

for (const diff of diffs) {
  // a component is classified at each of its uses (under paths), as a request or an answer there;
  // on its own api-smart-diff reads it as a request
  if (diff.path[0] === "components") continue;
  let type = answerFieldGone(diff) ? "breaking" : diff.type;
  if (type === "breaking" && deprecated(before, diff.path)) type = "breaking, deprecated before";
  if (type === "breaking" && typedFreeForm(before, diff.path)) type = "non-breaking, typed a free-form object";
  if (type === "breaking" && nullListed(diff)) type = "non-breaking, null listed in a nullable enum";
  if (type === "breaking" && corrected(before, diff.path)) type = "non-breaking, declared as always sent";
  counts[type] = (counts[type] ?? 0) + 1;
  if (type === "annotation") continue;
  if (type === "breaking") broken += 1;
  console.log(`${type}: ${diff.action} ${diff.path.join(" > ")}${diff.description ? `: ${diff.description}` : ""}`);
}
const summary = Object.entries(counts)
  .map(([type, count]) => `${count} ${type}`)
  .join(", ");
console.log(`${afterFile}: ${summary || "no change"} (each component counted at its uses)`);
if (broken) {
  console.log(
    `${broken} breaking changes: keep the old field or route beside the new one, marked deprecated ` +
      "(docs/api.md, Deprecation), or publish the change under a new version of the API",
  );
  process.exit(1);
}
