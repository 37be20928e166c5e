import type { FaqContent } from "./types.ts";

/** Sigue el texto francés de referencia: mismos temas, preguntas y enlaces, en el mismo orden. */
export const faq: FaqContent = {
  title: "Preguntas frecuentes",
  description: "Respuestas a las dudas sobre Escouade: inscribirse en una partida, organizar, precios, equipos, seguridad, cuenta e instalación de la app.",
  groups: [
    {
      topic: "registering",
      heading: "Inscribirse en una partida",
      questions: [
        {
          question: "¿Cómo me inscribo en una partida?",
          answer: [
            "Crea una cuenta gratuita, confirma tu correo con el código que te enviamos y completa tu perfil. Después busca una partida por ciudad, fecha o tipo, ábrela e inscríbete.",
            "El organizador recibe tu inscripción y tus datos de contacto para poder avisarte si hace falta.",
          ],
          link: { label: "Buscar una partida", to: "/$lang/search/games" },
        },
        {
          question: "¿Puedo cancelar mi inscripción?",
          answer: [
            "Sí, desde la página de la partida. Avisa al organizador lo antes posible y pregúntale por un posible reembolso: se aplican sus condiciones.",
          ],
        },
        {
          question: "¿Por qué no veo algunas partidas?",
          answer: [
            "Una partida puede ser pública, solo para los amigos del organizador o privada. Las partidas privadas no aparecen en la búsqueda: solo se puede entrar con el enlace que comparte el organizador.",
          ],
        },
      ],
    },
    {
      topic: "organizing",
      heading: "Organizar una partida",
      questions: [
        {
          question: "¿Cómo publico una partida?",
          answer: [
            "Con tu perfil completo, abre el formulario de creación: título, descripción, reglas, fechas, dirección, número de jugadores, precio, límites de potencia, protecciones obligatorias y hasta 5 fotos del campo.",
          ],
          link: { label: "Crear una partida", to: "/$lang/games/create" },
        },
        {
          question: "¿Cómo gestiono a los inscritos?",
          answer: [
            "Desde tu partida, abre la lista de inscritos: ves sus datos de contacto, puedes marcar quién ha pagado, retirar una inscripción y exportar la lista en CSV.",
            "Usa esos datos solo para organizar tu partida.",
          ],
        },
        {
          question: "¿Qué límites de potencia debo indicar?",
          answer: [
            "Para cada tipo de réplica (AEG, DMR, semiautomática, automática), indica los FPS mínimos y máximos que aceptas; el máximo debe ser igual o superior al mínimo. Los jugadores los ven antes de inscribirse.",
            "La calculadora de potencia de la caja de herramientas convierte los FPS en julios según el peso de la bola.",
          ],
          link: { label: "Abrir la caja de herramientas", to: "/$lang/toolbox" },
        },
      ],
    },
    {
      topic: "fees",
      heading: "Precios y gastos",
      questions: [
        {
          question: "¿Escouade es de pago?",
          answer: ["No. Crear una cuenta, buscar, inscribirte, publicar una partida o unirte a un equipo es gratis."],
        },
        {
          question: "¿Cómo pago una partida?",
          answer: [
            "Escouade no integra ningún pago: pagas directamente al organizador, en efectivo, por transferencia o con su propio enlace de pago, según indique.",
          ],
          link: { label: "Leer las condiciones de venta", to: "/$lang/term-of-sale" },
        },
        {
          question: "¿Por qué una partida cuesta al menos 5 €?",
          answer: [
            "El precio por jugador incluye 1 € de gastos de gestión para Escouade. El formulario de creación muestra al organizador esos gastos y el importe que recibe.",
            "Si algún día se añadieran servicios de pago, la comisión sería de 1 € por transacción por debajo de 20 € y del 5 % a partir de 20 €, más el 1,5 % + 0,25 € de un pago con tarjeta.",
          ],
        },
      ],
    },
    {
      topic: "teams",
      heading: "Equipos",
      questions: [
        {
          question: "¿Cómo me uno a un equipo?",
          answer: [
            "Los responsables de cada equipo invitan y reclutan a sus miembros. Busca jugadores y equipos cerca de ti, date a conocer y acepta la invitación cuando llegue.",
          ],
          link: { label: "Buscar jugadores", to: "/$lang/search/players" },
        },
        {
          question: "¿Qué puede hacer un responsable de equipo?",
          answer: [
            "Gestiona a los miembros: invita y recluta, asigna los roles y puede expulsar a un miembro. No puede actuar sobre la cuenta de un jugador: eso corresponde al equipo de moderación.",
          ],
        },
      ],
    },
    {
      topic: "safety",
      heading: "Seguridad y confianza",
      questions: [
        {
          question: "¿Qué protecciones debo llevar?",
          answer: [
            "La protección ocular es imprescindible. Además, cada partida indica las protecciones que exige el organizador (por ejemplo, protección facial): léelas antes de inscribirte y respétalas en el campo.",
          ],
        },
        {
          question: "¿Cómo funciona la reputación?",
          answer: [
            "Después de una partida, jugadores y organizadores pueden valorarse de 1 a 5 con un comentario. Esas valoraciones forman la reputación que se ve en cada perfil: deben ser honestas y respetuosas.",
          ],
        },
        {
          question: "¿Cómo reporto un comportamiento o un contenido?",
          answer: [
            "Repórtalo: el equipo de moderación revisa cada reporte y puede advertir, retirar un contenido, suspender o cancelar una cuenta. Si hay una urgencia en el campo, avisa primero al organizador.",
          ],
          link: { label: "Leer las condiciones de uso", to: "/$lang/term-of-use" },
        },
      ],
    },
    {
      topic: "account",
      heading: "Cuenta y datos",
      questions: [
        {
          question: "¿Por qué hace falta un código por correo?",
          answer: [
            "El código de un solo uso confirma que el correo es tuyo. Es válido durante 10 minutos; puedes pedir otro y no olvides mirar en la carpeta de spam.",
          ],
        },
        {
          question: "He olvidado mi contraseña",
          answer: ["Pide un código de restablecimiento: lo recibes por correo y eliges una contraseña nueva."],
          link: { label: "Restablecer mi contraseña", to: "/$lang/auth/reset-password-otp" },
        },
        {
          question: "¿Quién ve mi información?",
          answer: [
            "Tu perfil público muestra tu nombre de usuario, tu edad (nunca tu fecha de nacimiento), tu ciudad, tus idiomas, tu equipamiento y tu reputación. Tu correo y tu teléfono solo se comunican al organizador de una partida en la que te inscribes.",
          ],
          link: { label: "Leer la política de privacidad", to: "/$lang/privacy-policy" },
        },
        {
          question: "¿Cómo elimino mi cuenta?",
          answer: [
            "Desde los ajustes de tu cuenta, en cualquier momento. Se borran tu perfil, tus inscripciones y tus partidas; la política de privacidad explica qué se conserva.",
          ],
        },
      ],
    },
    {
      topic: "app",
      heading: "La app",
      questions: [
        {
          question: "¿Cómo instalo la app?",
          widget: "install-app",
          answer: [
            "En los navegadores que pueden instalar Escouade, el botón «Instalar la app» aparece al pie de la página; abajo ves lo que permite el tuyo. En iPhone, abre Escouade en Safari, toca Compartir y luego «Añadir a pantalla de inicio». No hay que descargar nada de una tienda de aplicaciones.",
          ],
        },
        {
          question: "¿En qué idiomas está Escouade?",
          answer: ["En francés, inglés, español y alemán. Cambia de idioma desde el menú: tu elección se recuerda en este dispositivo."],
        },
      ],
    },
  ],
};
