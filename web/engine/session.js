// session.js — the one open game on this page, shared by every part of the UI.
//
// API
//   import { session } from "./session.js";
//   session.attach(engine)           after startEngine(): the engine all calls go through
//   await session.call(fn, ...args)  engine.call; a result that is a game view (it has a
//                                    state_hash) becomes session.view and fires "view"
//   session.view                     the last view shown (null before the first game)
//   session.on("view", (view, {cause}) => …)   cause: the web_api function that made it
//                                    ("new_game", "act", "undo", "load_link", "view", …)
//   session.on("error", (error, {cause}) => …) a call the engine refused (the open game is
//                                    unchanged: the engine guarantees it)
//
// Why: the table, the links/autosave and the replay controls all react to the same game
// without knowing about each other. Python decides every rule; this only relays.

class Session extends EventTarget {
  constructor() {
    super();
    this.engine = null;
    this.view = null;
  }

  /** @param {{call: Function}} engine */
  attach(engine) {
    this.engine = engine;
  }

  /**
   * Calls a web_api function; views it returns become the current view.
   * @param {string} fn
   * @param {...any} args
   */
  async call(fn, ...args) {
    if (!this.engine) throw new Error("The engine is not loaded yet.");
    try {
      const result = await this.engine.call(fn, ...args);
      if (result && typeof result === "object" && typeof result.state_hash === "string"
          && fn !== "replay") {
        this.view = result;
        this.dispatchEvent(new CustomEvent("view", { detail: { view: result, cause: fn } }));
      }
      return result;
    } catch (error) {
      this.dispatchEvent(new CustomEvent("error", { detail: { error, cause: fn } }));
      throw error;
    }
  }

  /**
   * @param {"view"|"error"} type
   * @param {(value: any, info: {cause: string}) => void} listener
   */
  on(type, listener) {
    this.addEventListener(type, (event) => {
      const { view, error, cause } = event.detail;
      listener(type === "view" ? view : error, { cause });
    });
  }
}

export const session = new Session();
