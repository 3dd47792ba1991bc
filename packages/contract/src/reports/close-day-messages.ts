// What the X and Z reports say to a person (issue 16), shared by the server and the web.

export const closeDayMessages = {
  nothingToClose: 'There is nothing to close: no sale, refund or drawer since the last Z.',
  dateInFuture: 'A business day can be closed only once it has started.',
  dateBeforeLastZ: 'That day is already closed by an earlier Z report.',
  managerRequired: 'A manager must approve closing the day: choose one and enter their PIN.',
  drawerOpen: 'Cash up every open till first: a Z report closes the day with the drawers counted.',
  notFound: 'Z report not found.',
  emailed: (email: string) => `Sent to ${email}.`,
} as const;
