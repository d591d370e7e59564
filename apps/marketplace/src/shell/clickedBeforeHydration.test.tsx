import { afterEach, expect, test, vi } from 'vitest';
import { holdClicks } from './clickedBeforeHydration';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A server-rendered page: a header button outside the route's part, and the page's own buttons. */
function page() {
  document.body.innerHTML = `
    <header><button type="button" id="menu">Menu</button></header>
    <main id="main">
      <button type="button" id="chat">Chat with seller</button>
      <button type="button" id="save">Save</button>
      <form><button id="send">Send</button></form>
    </main>`;
  const pressed: string[] = [];
  document.addEventListener('click', (event) => pressed.push((event.target as Element).id));
  return { pressed, button: (id: string) => document.getElementById(id) as HTMLButtonElement };
}

test("the last button pressed in the page's part is pressed again once, when the page is the app's", () => {
  const { pressed, button } = page();
  const clicks = holdClicks(() => document.getElementById('main'));
  button('save').click();
  button('chat').click();
  expect(pressed).toEqual(['save', 'chat']);
  clicks.replay();
  expect(pressed).toEqual(['save', 'chat', 'chat']);
  // After hydration clicks are the app's own: nothing is kept, nothing replayed again
  button('save').click();
  clicks.replay();
  expect(pressed).toEqual(['save', 'chat', 'chat', 'save']);
});

test('a submit button, a button outside the page, a disabled or a removed one is not pressed again', () => {
  const { pressed, button } = page();
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('form')!.addEventListener('submit', onSubmit);
  let clicks = holdClicks(() => document.getElementById('main'));
  button('send').click();
  button('menu').click();
  clicks.replay();
  expect(pressed).toEqual(['send', 'menu']);

  clicks = holdClicks(() => document.getElementById('main'));
  button('chat').click();
  button('chat').disabled = true;
  clicks.replay();
  clicks = holdClicks(() => document.getElementById('main'));
  button('save').click();
  button('save').remove();
  clicks.replay();
  expect(pressed).toEqual(['send', 'menu', 'chat', 'save']);
});
