export {};

// demo/trigger.html: adds a popup trigger to the page after load, like a single-page app would.
let added = 0;
document.querySelector('#add-trigger')?.addEventListener('click', () => {
  added += 1;
  const trigger = document.createElement('button');
  trigger.type = 'button';
  trigger.className = 'cta';
  trigger.dataset['bookingResource'] = '101';
  trigger.dataset['bookingDemo'] = '';
  trigger.textContent = `Added trigger ${added}`;
  document.querySelector('#later')?.append(trigger);
});
