/*
 * Mostrador chat widget loader for other sites:
 *   <script src="https://TU-HOST/widget.js" data-store="demo" data-position="right" async></script>
 * It draws the store's round button (100x100, 15 px from the bottom and the side) and opens the
 * store's chat page in an iframe. Plain script, no dependencies: it must stay under 5 KB.
 */
(function () {
  var script = document.currentScript;
  if (!script || window.__mostradorWidget) return;
  window.__mostradorWidget = true;
  var origin = new URL(script.src).origin;
  var store = (script.getAttribute('data-store') || '').replace(/^#/, '');
  if (!/^[A-Za-z0-9]+$/.test(store)) return;
  var position = script.getAttribute('data-position') || 'right';
  var logo = script.getAttribute('data-logo');
  var side =
    position === 'left'
      ? 'left:15px;'
      : position === 'center'
        ? 'left:50%;transform:translateX(-50%);'
        : 'right:15px;';

  var button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', 'Abrir el chat de la tienda');
  button.style.cssText =
    'position:fixed;bottom:15px;' +
    side +
    'width:100px;height:100px;border-radius:50%;border:0;padding:0;cursor:pointer;z-index:2147483646;' +
    'box-shadow:0 4px 14px rgba(0,0,0,.25);background:#134859 center/cover no-repeat;color:#fff;font:600 14px sans-serif;';
  if (logo) button.style.backgroundImage = 'url("' + encodeURI(logo) + '")';
  else button.textContent = 'Chat';

  var frame;
  function toggle() {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.title = 'Chat de la tienda';
      frame.src = origin + '/s/' + encodeURIComponent(store) + '?widget=1';
      frame.allow = 'clipboard-write';
      frame.style.cssText =
        'position:fixed;bottom:125px;' +
        side +
        'width:min(380px,calc(100vw - 30px));height:min(600px,calc(100vh - 150px));border:0;border-radius:12px;' +
        'box-shadow:0 8px 30px rgba(0,0,0,.3);z-index:2147483647;background:#e5ddd5;';
      document.body.appendChild(frame);
      return;
    }
    frame.style.display = frame.style.display === 'none' ? 'block' : 'none';
  }
  button.addEventListener('click', toggle);
  function mount() {
    document.body.appendChild(button);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
