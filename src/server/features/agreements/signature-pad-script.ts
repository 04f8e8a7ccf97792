// The signing page's one script (served at /sign-assets/signature-pad.js): it shows a
// pad to draw a signature with a finger, and on submit puts the drawing in the form as a
// PNG data URL. Without JavaScript the pad stays hidden and the form signs without it.
export const SIGNATURE_PAD_PATH = '/sign-assets/signature-pad.js';

export const SIGNATURE_PAD_SCRIPT = `(function () {
  var box = document.getElementById('signature-pad');
  if (!box) return;
  var canvas = box.querySelector('canvas');
  var field = document.getElementById('drawn_signature');
  var clear = box.querySelector('button');
  var form = box.closest('form');
  var ctx = canvas.getContext('2d');
  var drawn = false, last = null;
  box.hidden = false;
  ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.lineJoin = 'round'; ctx.strokeStyle = '#0f172a';
  function at(e) {
    var r = canvas.getBoundingClientRect();
    return { x: (e.clientX - r.left) * canvas.width / r.width, y: (e.clientY - r.top) * canvas.height / r.height };
  }
  canvas.addEventListener('pointerdown', function (e) { last = at(e); canvas.setPointerCapture(e.pointerId); e.preventDefault(); });
  canvas.addEventListener('pointermove', function (e) {
    if (!last) return;
    var p = at(e);
    ctx.beginPath(); ctx.moveTo(last.x, last.y); ctx.lineTo(p.x, p.y); ctx.stroke();
    last = p; drawn = true;
  });
  function stop() { last = null; }
  canvas.addEventListener('pointerup', stop);
  canvas.addEventListener('pointercancel', stop);
  clear.addEventListener('click', function () { ctx.clearRect(0, 0, canvas.width, canvas.height); drawn = false; field.value = ''; });
  form.addEventListener('submit', function () { field.value = drawn ? canvas.toDataURL('image/png') : ''; });
})();
`;
