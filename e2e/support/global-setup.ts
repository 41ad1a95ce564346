import { buildWebIfNeeded } from "../../scripts/web-build";

/** Browser tests drive the built web app served by the real server. */
export default function setup() {
  buildWebIfNeeded();
}
