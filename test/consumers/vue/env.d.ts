import type {} from 'booking-widget/vue';
