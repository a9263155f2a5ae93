// Talking to the server (docs/protocol.md): REST calls with the seat's token, and the
// seat's websocket, which reconnects by itself and asks to `resume` where it was.

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.message) || `the server answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

export async function api(path, { token, method = "GET", body } = {}) {
  const headers = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await response.json() : await response.text();
  if (!response.ok) {
    const detail = data && typeof data === "object" && data.detail;
    throw new ApiError(response.status, detail && typeof detail === "object" ? detail : (typeof detail === "string" ? { message: detail } : data));
  }
  return data;
}

/** The longest wait between two tries to reconnect (the page also polls while down). */
const MAX_DELAY = 2000;

/** A failed request in words: the network, not the server, said no. */
export function isNetworkError(error) {
  return error instanceof TypeError || (error && error.name === "TypeError");
}

/** The seat's websocket. `onMessage(msg)` gets every message; `onStatus(status)` gets
 * "connecting", "open", "lost" (with the seconds before the next try) and "back". */
export class TableSocket {
  constructor(table, token, { onMessage, onStatus, since }) {
    this.table = table;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.since = since; // () => {since, deal_number} of the view we have, for `resume`
    this.delay = 500;
    this.everOpen = false;
    this.closedByUs = false;
    this.queue = [];
    this.connect();
    this.pinger = setInterval(() => this.send({ type: "ping" }, false), 20000);
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws/tables/${encodeURIComponent(this.table)}?token=${encodeURIComponent(this.token)}`;
  }

  connect() {
    this.onStatus(this.everOpen ? "reconnecting" : "connecting");
    let ws;
    try {
      ws = new WebSocket(this.url());
    } catch (error) {
      this.retry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      const wasOpen = this.everOpen;
      this.everOpen = true;
      this.delay = 500;
      this.onStatus(wasOpen ? "back" : "open");
      const where = this.since();
      if (where) ws.send(JSON.stringify({ type: "resume", ...where }));
      for (const msg of this.queue.splice(0)) ws.send(JSON.stringify(msg));
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (!this.closedByUs) this.retry();
    };
    ws.onerror = () => {};
  }

  retry() {
    const seconds = Math.round(this.delay / 100) / 10;
    this.onStatus("lost", seconds);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), this.delay);
    this.delay = Math.min(this.delay * 2, MAX_DELAY);
  }

  /** Try at once (the server answered a REST call: it is back). */
  reconnectNow() {
    if (this.closedByUs || this.isOpen || (this.ws && this.ws.readyState === WebSocket.CONNECTING)) return;
    clearTimeout(this.timer);
    this.delay = 500;
    this.connect();
  }

  get isOpen() {
    return this.ws != null && this.ws.readyState === WebSocket.OPEN;
  }

  /** Send a message; when the socket is down, keep it for the reconnection (if `keep`). */
  send(msg, keep = true) {
    if (this.isOpen) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    if (keep) this.queue.push(msg);
    return false;
  }

  close() {
    this.closedByUs = true;
    clearInterval(this.pinger);
    clearTimeout(this.timer);
    if (this.ws) this.ws.close();
  }
}
