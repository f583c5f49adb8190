// The one-line queue stub of docs/embedding.md, before the header script: calls made now are replayed.
// prettier-ignore
window.BookingWidget=window.BookingWidget||{q:[],open(){this.q.push(['open',arguments])},close(){this.q.push(['close',arguments])},on(){this.q.push(['on',arguments])},floatingButton(){this.q.push(['floatingButton',arguments])},configure(){this.q.push(['configure',arguments])}};
