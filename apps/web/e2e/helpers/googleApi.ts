import type { BrowserContext } from '@playwright/test';

/**
 * A small stand-in for Google's `https://apis.google.com/js/api.js`, which is unreachable offline.
 *
 * Firebase's popup sign-in uses only a sliver of it: `gapi.load('gapi.iframes')` and an iframe
 * channel between the app page and the Auth emulator's helper iframe (`/emulator/auth/iframe`),
 * which loads this same script. The popup (the emulator's `/emulator/auth/handler`) posts the
 * auth event to that helper iframe; the helper relays it to the app over this channel; the app's
 * Firebase SDK then finishes the sign-in against the emulator. This stand-in carries those
 * messages with `postMessage`; everything else is the real SDK, the real emulator and the app.
 */
const STAND_IN = `(function () {
  'use strict';
  var TAG = '__bylineGapiStandIn';
  var FILTER = function () { return true; };
  var script = document.currentScript;
  // gapi keeps a handler's or a callback's exception to itself; so does this stand-in.
  function guarded(fn) {
    return function (value) {
      try { return fn(value); } catch (error) { console.debug('gapi stand-in:', error); }
    };
  }

  // One side of a channel to another window: register handlers, send calls, get replies.
  function channel(getTarget) {
    var handlers = {};
    var queued = [];
    var pending = {};
    var nextId = 1;
    function post(message) {
      var target = getTarget();
      if (target) target.postMessage(Object.assign({ tag: TAG }, message), '*');
    }
    function answer(call) {
      var handler = handlers[call.type];
      if (!handler) { queued.push(call); return; }
      var result = guarded(handler)(call.data);
      post({ kind: 'reply', id: call.id, results: [result] });
    }
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || message.tag !== TAG || event.source !== getTarget()) return;
      if (message.kind === 'ping') post({ kind: 'pong', id: message.id });
      else if (message.kind === 'call') answer(message);
      else if (message.kind === 'reply' || message.kind === 'pong') {
        var callback = pending[message.id];
        delete pending[message.id];
        if (callback) guarded(callback)(message.results);
      }
    });
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        var waiting = queued.filter(function (call) { return call.type === type; });
        queued = queued.filter(function (call) { return call.type !== type; });
        waiting.forEach(answer);
      },
      send: function (type, data, callback) {
        var id = nextId++;
        pending[id] = callback || function () {};
        post({ kind: 'call', id: id, type: type, data: data });
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var id = nextId++;
          var timer = setInterval(function () { post({ kind: 'ping', id: id }); }, 100);
          pending[id] = function () {
            clearInterval(timer);
            if (callback) callback();
            resolve();
          };
          post({ kind: 'ping', id: id });
        });
      },
      restyle: function () { return Promise.resolve(); },
    };
  }

  var context = {
    // The app page opens the emulator's helper iframe.
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      var iframe = channel(function () { return frame.contentWindow; });
      iframe.getIframeEl = function () { return frame; };
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
    },
    // The helper iframe talks to the app page that embedded it.
    getParentIframe: function () {
      return parentChannel;
    },
  };
  var parentChannel = window.parent !== window ? channel(function () { return window.parent; }) : null;

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: function () {},
      getContext: function () { return context; },
    },
  };

  // Loaded as api.js?onload=name (the SDK) or with window.gapi_onload set (the helper iframe).
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Serves the stand-in for every page of the context: the app, its iframes and popups. */
export async function serveGoogleApiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
}
