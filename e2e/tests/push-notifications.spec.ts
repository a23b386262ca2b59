import { generatePrivateKey } from 'viem/accounts'
import { checkEveryWay } from '../support/axe.ts'
import { sendFirstMessage } from '../support/messaging.ts'
import { bearer, signInThroughApi } from '../support/session.ts'
import { expect, test } from '../support/social.ts'

// Notifications away from the tab: the preferences choose push and e-mail per kind; the
// service worker shows a push and a click on it opens its page. Chromium here reaches no push
// service, so the subscribe flow is walked up to the browser's permission and the push itself
// is handed to the worker through the DevTools protocol (ServiceWorker.deliverPushMessage).

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

// @full-chromium: the headless shell refuses notifications whatever permission it is given
test('chooses channels per kind, and the service worker shows a push and opens its page on a click @full-chromium', async ({
  openAs,
  request,
  baseURL,
}) => {
  const personKey = generatePrivateKey()
  const person = await signInThroughApi(request, personKey)
  const origin = new URL(baseURL ?? '').origin
  const page = await openAs(person, '/')
  const context = page.context()
  await context.grantPermissions(['notifications'], { origin })
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click()
  await page.getByRole('menuitem', { name: 'Preferences' }).click()
  await expect(page).toHaveURL(/\/account\/preferences$/)
  // the toaster is a region named Notifications too
  const section = page
    .getByRole('region', { name: 'Notifications', exact: true })
    .filter({ has: page.getByRole('heading', { name: 'Notifications' }) })

  // the defaults: orders by push, votes closing by e-mail, reactions in the app only
  await expect(section.getByRole('checkbox', { name: 'Push: Order updates' })).toBeChecked()
  await expect(
    section.getByRole('checkbox', { name: 'E-mail: Votes closing within a day' }),
  ).toBeChecked()
  await expect(section.getByRole('checkbox', { name: 'E-mail: Votes opening' })).not.toBeChecked()
  await expect(
    section.getByRole('checkbox', { name: 'Push: Reactions to your posts' }),
  ).not.toBeChecked()
  // new messages: by push, and always in Messages
  const messagesRow = section.getByRole('row', { name: /^New messages/ })
  await expect(messagesRow.getByRole('checkbox', { name: 'Push: New messages' })).toBeChecked()
  await expect(messagesRow.getByRole('cell', { name: 'Always' })).toBeVisible()
  const followerPush = section.getByRole('checkbox', { name: 'Push: New followers' })
  await followerPush.click()
  await expect(followerPush).toBeChecked()
  const saved = await request.get('/api/notifications/preferences', {
    headers: bearer(person.token),
  })
  expect((await saved.json()).data.channels.follower).toEqual({ push: true, email: false })

  const quiet = section.getByRole('group', { name: 'Quiet hours' })
  await quiet.getByLabel('From').fill('23:00')
  await quiet.getByLabel('Until').fill('06:30')
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click()
  await expect(section).toContainText(/Push and e-mail wait from 23:00 to 06:30/)

  await expect(section).toContainText('Push notifications are off in this browser.')
  await expect(section.getByRole('button', { name: 'Turn on push in this browser' })).toBeEnabled()
  await checkEveryWay(page, 'notification preferences')
  // permission given, the browser's push service is out of reach here: the attempt says so
  await section.getByRole('button', { name: 'Turn on push in this browser' }).click()
  await expect(section.getByText('Push could not be changed in this browser.')).toBeVisible()

  // the worker's push handler, fed as a push service would
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (found) resolve(found.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const payload = {
    notificationId: crypto.randomUUID(),
    kind: 'follower',
    title: 'New follower',
    body: '@someone followed you',
    path: '/notifications',
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${origin}/`,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  })
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      }))
    })
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.notificationId,
      data: { path: '/notifications' },
    },
  ])

  // a click on it: the open tab goes to the notification's page
  const [worker] = context.serviceWorkers()
  if (!worker) throw new Error('no service worker')
  const clickNotification = () =>
    worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration
        dispatchEvent(event: Event): boolean
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const [notification] = await scope.registration.getNotifications()
      if (!notification) throw new Error('no notification')
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    })
  await clickNotification()
  await expect(page).toHaveURL(`${origin}/notifications`)
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  expect(await shown()).toEqual([])

  // a new message's push names its writer and opens the conversation, never its words
  const writerKey = generatePrivateKey()
  const writer = await signInThroughApi(request, writerKey)
  const conversationId = await sendFirstMessage(
    request,
    { session: writer, privateKey: writerKey },
    { session: person, privateKey: personKey },
    'a sealed hello',
  )
  const messagePush = {
    kind: 'message',
    conversationId,
    messageId: crypto.randomUUID(),
    title: 'New message',
    body: `New message from @${writer.user.handle}`,
    path: `/messages/${conversationId}`,
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${origin}/`,
    registrationId: await registrationId,
    data: JSON.stringify(messagePush),
  })
  await expect.poll(shown).toEqual([
    {
      title: messagePush.title,
      body: messagePush.body,
      tag: `conversation:${conversationId}`,
      data: { path: messagePush.path },
    },
  ])
  await clickNotification()
  await expect(page).toHaveURL(`${origin}${messagePush.path}`)
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
})
