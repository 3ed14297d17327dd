// A bank page with no React of its own: the elements bundle registers the tags, the page talks to them through
// attributes, properties, events and its form.
import { define } from '@scf/ui/elements';
// The variant-B sample config the package publishes for hosts' tests (a bank passes its own platform config).
import { sampleConfigB as platformConfig } from '@scf/ui/fixtures';

define();
// Every event the elements raise, for the page's own logic (and the embedding test).
window.scfEvents = [];
for (const type of ['input', 'change', 'agree', 'close', 'navigate', 'configerror']) {
  document.addEventListener(type, (event) => {
    if (event instanceof CustomEvent && event.target.localName.startsWith('scf-')) {
      window.scfEvents.push({ type, tag: event.target.localName, detail: event.detail ?? null });
      if (type === 'navigate') event.preventDefault();
    }
  });
}

document.querySelector('scf-footer').config = platformConfig;

const form = document.getElementById('finance');
form.addEventListener('submit', (event) => {
  event.preventDefault();
  document.getElementById('submitted').textContent = JSON.stringify(Object.fromEntries(new FormData(form)));
});

const modal = document.querySelector('scf-agreement-modal');
document.getElementById('open-agreement').addEventListener('click', () => {
  modal.open = true;
});
modal.addEventListener('agree', () => {
  document.getElementById('agreed').textContent = '已同意';
});
