import type { LegalDocuments } from "./types.ts";

/** Sigue el texto francés de referencia, documento por documento y sección por sección. */
export const legal: LegalDocuments = {
  termsOfUse: {
    title: "Condiciones generales de uso",
    description:
      "Las normas de uso de Escouade, la app gratuita de la comunidad de airsoft: cuenta, perfil, partidas, equipos, normas de conducta y moderación.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Objeto",
        paragraphs: [
          "Estas condiciones generales de uso regulan el acceso a Escouade y su uso, tanto en la web como en la app instalada. Escouade lo edita la sociedad identificada en el aviso legal (en adelante, «nosotros»).",
          "Al crear una cuenta aceptas estas condiciones. Si no las aceptas, puedes consultar las páginas públicas, pero no crear una cuenta.",
        ],
      },
      {
        heading: "El servicio",
        paragraphs: [
          "Escouade es una aplicación web comunitaria y gratuita, que puedes instalar en el móvil o en el ordenador, dedicada al airsoft en Europa. Con ella puedes:",
          [
            "encontrar partidas, jugadores, equipos, tiendas y campos, también en un mapa;",
            "inscribirte en partidas y, como organizador, publicar partidas y gestionar las inscripciones;",
            "tener un perfil de jugador con tu equipamiento, tus insignias y tu reputación;",
            "hacer amigos, enviar pings, unirte a un equipo y recibir notificaciones;",
            "valorar una partida o a un jugador después de una partida.",
          ],
          "La interfaz está disponible en francés, inglés, español y alemán. El servicio evoluciona: podemos añadir, modificar o retirar funciones.",
        ],
      },
      {
        heading: "Cuenta y acceso",
        paragraphs: [
          "Escouade está reservado a mayores de 18 años. La cuenta se crea con un correo electrónico y una contraseña; confirmamos el correo con un código de un solo uso que te enviamos y, después, completas tu perfil.",
          "Te comprometes a dar información exacta, a tener una sola cuenta personal y a mantener tu contraseña en secreto. Todo lo que se haga desde tu cuenta se considera hecho por ti: avísanos enseguida si crees que otra persona la está usando.",
        ],
      },
      {
        heading: "Tu perfil",
        paragraphs: [
          "Tu perfil público muestra tu nombre de usuario, tu edad, tu ciudad y tu país, los idiomas que hablas, tu presentación, tu avatar, tu banner, tu equipamiento, tus insignias, tu equipo y tu reputación.",
          "Tu fecha de nacimiento nunca se muestra: solo tu edad. Tu correo y tu teléfono no aparecen en tu perfil; se comunican al organizador de una partida en la que te inscribes, para que pueda contactarte. La política de privacidad lo explica en detalle.",
        ],
      },
      {
        heading: "Partidas e inscripciones",
        paragraphs: [
          "El organizador que publica una partida es el único responsable de ella: que el anuncio sea exacto (fecha, lugar, precio, reglas, límites de potencia, protecciones obligatorias), los permisos necesarios, y la acogida y la seguridad de los jugadores en el campo. No organizamos las partidas publicadas ni estamos presentes en ellas.",
          "Al inscribirte, te comprometes a acudir o a cancelar tu inscripción con antelación, a respetar las reglas del organizador y a pagarle directamente de la forma que indique. Las condiciones generales de venta detallan las normas económicas.",
          "El organizador recibe los datos de contacto de los inscritos (nombre, correo, teléfono) y se compromete a usarlos solo para organizar su partida.",
          "Una partida puede ser pública (visible y localizable por todos), solo para amigos (los del organizador) o privada (accesible únicamente mediante enlace directo).",
        ],
      },
      {
        heading: "Seguridad y cumplimiento de la ley",
        paragraphs: [
          "El airsoft se practica con réplicas que deben transportarse, usarse y guardarse conforme a la normativa aplicable. Cada jugador es responsable de su equipamiento, de respetar los límites de potencia anunciados y de llevar las protecciones exigidas, sobre todo la protección ocular.",
          "La información de la caja de herramientas (calculadoras, glosario) es orientativa y no sustituye a las reglas del organizador ni a la ley.",
        ],
      },
      {
        heading: "Equipos",
        paragraphs: [
          "Los responsables de un equipo gestionan a sus miembros: invitan y reclutan, asignan los roles y pueden expulsar a un miembro. Se comprometen a hacerlo de buena fe y respetando estas condiciones.",
        ],
      },
      {
        heading: "Normas de conducta",
        paragraphs: [
          "En Escouade te comprometes a no publicar ni enviar contenidos:",
          [
            "insultantes, difamatorios, de odio, discriminatorios, violentos o de carácter sexual;",
            "que hagan apología de actos ilegales u ofrezcan a la venta objetos prohibidos;",
            "que vulneren la intimidad, la imagen o los derechos de otras personas, como una foto publicada sin permiso;",
            "engañosos, como una partida falsa, un perfil falso o una valoración mentirosa;",
            "publicitarios no solicitados o repetitivos.",
          ],
          "También te comprometes a no perturbar el funcionamiento del servicio (recopilación automatizada, eludir los límites, intentar acceder a una cuenta que no es tuya).",
          "Las valoraciones tras una partida (nota de 1 a 5 y comentario) deben reflejar con honestidad tu experiencia: alimentan la reputación de la persona valorada.",
        ],
      },
      {
        heading: "Reportes y moderación",
        paragraphs: [
          "Cualquiera puede reportar un contenido o un comportamiento contrario a estas condiciones o a la ley. Un equipo de moderación examina los reportes y, según la gravedad y la reiteración de los hechos, puede:",
          ["enviar una advertencia;", "retirar un contenido;", "suspender una cuenta durante un tiempo determinado;", "cancelar una cuenta."],
          "Salvo urgencia u obligación legal, se informa a la persona afectada de la medida y de su motivo, y puede impugnarla escribiéndonos desde la página de Contacto. Los responsables de equipo gestionan además a los miembros de su equipo, sin poder actuar sobre las cuentas en sí.",
        ],
      },
      {
        heading: "Tus contenidos",
        paragraphs: [
          "Conservas los derechos sobre los textos y las fotos que publicas. Mientras estén publicados, y solo para que el servicio funcione, nos concedes el derecho gratuito y no exclusivo de alojarlos, reproducirlos y mostrarlos en Escouade. Garantizas que tienes los derechos necesarios, en especial el consentimiento de las personas reconocibles en tus fotos.",
        ],
      },
      {
        heading: "Disponibilidad y responsabilidad",
        paragraphs: [
          "Hacemos lo posible para que el servicio esté disponible y sea fiable, pero no podemos garantizarlo en todo momento: puede haber interrupciones por mantenimiento o incidencias.",
          "Escouade pone en contacto a las personas. No somos parte de los acuerdos entre jugadores y organizadores ni respondemos del desarrollo de las partidas. Seguimos siendo responsables en los casos previstos por la ley.",
        ],
      },
      {
        heading: "Eliminar la cuenta",
        paragraphs: [
          "Puedes eliminar tu cuenta en cualquier momento desde los ajustes de tu cuenta. La política de privacidad explica qué se borra y qué se conserva. Podemos cancelar una cuenta en las condiciones descritas en «Reportes y moderación».",
        ],
      },
      {
        heading: "Cambios en las condiciones",
        paragraphs: [
          "Podemos modificar estas condiciones, por ejemplo para adaptarlas a la evolución del servicio o de la ley. La fecha de la última actualización figura al principio de esta página; si el cambio es importante, te avisaremos antes de que entre en vigor.",
        ],
      },
      {
        heading: "Ley aplicable y litigios",
        paragraphs: [
          "Estas condiciones se rigen por el derecho francés. En caso de litigio, buscaremos primero una solución amistosa: escríbenos desde la página de Contacto. En su defecto, serán competentes los tribunales del domicilio social del editor, sin perjuicio de las normas que protegen a los consumidores, que pueden acudir en particular a los tribunales de su domicilio.",
        ],
      },
    ],
  },

  termsOfSale: {
    title: "Condiciones generales de venta",
    description:
      "Escouade es gratuito y no integra ningún pago directo: los jugadores pagan al organizador. Gastos de gestión de las partidas y normas para futuros servicios de pago.",
    updatedAt: "2025-06-15",
    sections: [
      {
        heading: "Objeto",
        paragraphs: [
          "Estas condiciones generales de venta recogen las normas económicas de Escouade: el precio de las partidas, los gastos de gestión y las condiciones que se aplicarían a servicios de pago. Completan las condiciones generales de uso.",
        ],
      },
      {
        heading: "Un servicio gratuito",
        paragraphs: [
          "Hoy, usar Escouade es gratis: no se te cobra por crear una cuenta, buscar una partida, inscribirte, publicar una partida ni unirte a un equipo.",
          "Escouade no integra ningún pago directo: nunca se te pide una tarjeta bancaria y ningún dinero pasa por el servicio.",
        ],
      },
      {
        heading: "Pagar una partida",
        paragraphs: [
          "El precio de una partida lo fija su organizador y se muestra por jugador, en euros, con todos los impuestos incluidos. Lo pagas directamente al organizador, por el medio que indique: efectivo, transferencia o su propio enlace de pago.",
          "El contrato se celebra entre tú y el organizador, y se aplican sus condiciones de cancelación y reembolso: consúltalas antes de pagar. El organizador puede indicar en Escouade que ha recibido tu pago; esa indicación es solo informativa.",
        ],
      },
      {
        heading: "Gastos de gestión",
        paragraphs: [
          "El precio de una partida incluye unos gastos de gestión de 1 € por jugador, que corresponden a Escouade. Por eso el precio mínimo de una partida es de 5 € por jugador, gastos incluidos. Al crear una partida, el organizador ve estos gastos y el importe que recibirá.",
        ],
      },
      {
        heading: "Futuros servicios de pago",
        paragraphs: [
          "Si se añadieran servicios de pago o el pago en línea, se aplicarían estas comisiones:",
          [
            "por una transacción de menos de 20 €: 1 € fijo por transacción;",
            "por una transacción de 20 € o más: el 5 % del importe total;",
            "en los pagos con tarjeta, el proveedor de pagos cobraría además el 1,5 % del importe más 0,25 € por transacción.",
          ],
          "El precio total, las comisiones y el importe para el organizador se mostrarían antes de cualquier pago, y estas condiciones se actualizarían y se someterían a tu aceptación antes de poner en marcha ese servicio.",
        ],
      },
      {
        heading: "Derecho de desistimiento",
        paragraphs: [
          "Si compraras a Escouade un servicio de pago como consumidor, dispondrías del plazo de desistimiento de 14 días previsto por el Código de consumo francés, salvo en las excepciones previstas por la ley, que se te indicarían antes del pago. El pago de una partida a su organizador se rige por las condiciones de este.",
        ],
      },
      {
        heading: "Reclamaciones y ley aplicable",
        paragraphs: [
          "Para cualquier pregunta o reclamación, escríbenos desde la página de Contacto. Estas condiciones se rigen por el derecho francés; son competentes los tribunales del domicilio social del editor, sin perjuicio de las normas que protegen a los consumidores.",
        ],
      },
    ],
  },

  privacyPolicy: {
    title: "Política de privacidad",
    description: "Qué datos trata Escouade, para qué, quién los ve, cuánto tiempo se conservan y cómo ejercer tus derechos (RGPD). Sin publicidad ni rastreo.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Responsable",
        paragraphs: [
          "El responsable del tratamiento es el editor de Escouade, identificado en el aviso legal. Para cualquier pregunta sobre tus datos, escríbenos desde la página de Contacto.",
          "Esta política se ajusta al Reglamento General de Protección de Datos (RGPD) y a la ley francesa de protección de datos (Loi Informatique et Libertés).",
        ],
      },
      {
        heading: "Los datos que tratamos",
        paragraphs: [
          [
            "Cuenta: correo electrónico, contraseña (guardada solo cifrada de forma irreversible), idioma preferido.",
            "Perfil: nombre de usuario, nombre y apellidos, teléfono, fecha de nacimiento, país, ciudad, código postal, idiomas que hablas, presentación, avatar, banner, equipamiento.",
            "Actividad: partidas que publicas (con su dirección y sus fotos), inscripciones y estado del pago indicado por el organizador, amistades, pings, equipos, notificaciones, valoraciones (nota de 1 a 5 y comentario) y la reputación que resulta de ellas, reportes.",
            "Mensajes que nos envías desde la página de Contacto.",
            "Datos técnicos: la dirección IP y el navegador asociados a tus sesiones, para proteger tu cuenta y limitar los abusos.",
          ],
        ],
      },
      {
        heading: "Para qué y con qué base",
        paragraphs: [
          [
            "Prestarte el servicio que pides (cuenta, perfil, búsqueda, inscripciones, equipos, amigos, notificaciones): ejecución del contrato formado por las condiciones de uso.",
            "Enviarte por correo los códigos de verificación y los avisos sobre tu cuenta: ejecución del contrato.",
            "Proteger el servicio, prevenir el fraude y moderar los contenidos reportados: nuestro interés legítimo en ofrecer un servicio seguro.",
            "Atender los requerimientos de las autoridades y conservar las pruebas exigidas: obligación legal.",
          ],
          "No hacemos publicidad, ni perfiles comerciales, ni rastreo, y no vendemos tus datos.",
        ],
      },
      {
        heading: "Quién ve tus datos",
        paragraphs: [
          "Los demás miembros ven tu perfil público: nombre de usuario, edad, ciudad y país, idiomas, presentación, avatar, banner, equipamiento, insignias, equipo y reputación. Tu fecha de nacimiento, tu correo y tu teléfono nunca aparecen en él.",
          "Cuando te inscribes en una partida, su organizador recibe tu nombre y apellidos, tu nombre de usuario, tu correo y tu teléfono para organizarla y contactarte. Se compromete a usarlos solo con ese fin.",
          "Los moderadores acceden a los contenidos y cuentas reportados. Nuestros proveedores técnicos (alojamiento, envío de correos) tratan los datos solo por cuenta nuestra. Comunicamos datos a las autoridades cuando la ley lo exige.",
        ],
      },
      {
        heading: "Dónde están tus datos",
        paragraphs: [
          "Tus datos se alojan en la Unión Europea. Las contraseñas y los códigos de un solo uso se guardan cifrados de forma irreversible, y la conexión con el servicio está cifrada.",
        ],
      },
      {
        heading: "Cuánto tiempo",
        paragraphs: [
          "Tus datos se conservan mientras exista tu cuenta. Una sesión caduca a los 30 días y un código de un solo uso a los 10 minutos. Una cuenta en la que nadie ha iniciado sesión desde hace 23 meses recibe un correo de aviso; si nadie inicia sesión, se elimina a los 24 meses, y nunca antes de un mes después de ese correo, como recomienda la CNIL.",
          "Cuando eliminas tu cuenta (con tu contraseña o con un código enviado a tu dirección), borramos con ella tu perfil y su banner, tus sesiones y las direcciones IP que registraron, tu equipo, tus amistades, tus pings, tus notificaciones, tus inscripciones, las valoraciones que recibiste, tus mensajes de contacto, las invitaciones de equipo enviadas a tu dirección de correo y las notificaciones de otros jugadores que te nombran.",
          "Lo que otros jugadores necesitan se queda, sin nombrarte ya («Jugador eliminado»): tus mensajes en sus conversaciones, las partidas pasadas que organizaste, las valoraciones que diste, tus noticias de equipo, las tiendas que propusiste y tus solicitudes de amistad y de equipo aún pendientes. Tus próximas partidas con inscritos se cancelan y se avisa a los inscritos; las que no tienen inscritos se eliminan. Un equipo del que eras propietario pasa a su siguiente responsable, o se elimina si eras su único miembro. Por último, podemos conservar algunos datos durante más tiempo cuando la ley lo exige o para tratar un litigio en curso.",
        ],
      },
      {
        heading: "Tus derechos",
        paragraphs: [
          "Tienes los siguientes derechos sobre tus datos:",
          [
            "acceso: obtener una copia de tus datos;",
            "rectificación: corregir tus datos, directamente desde tu perfil o escribiéndonos;",
            "supresión: eliminar tu cuenta desde sus ajustes, o pedirnos que borremos un dato;",
            "portabilidad: recibir los datos que nos diste en un formato habitual y legible por máquina;",
            "oposición: oponerte a los tratamientos basados en nuestro interés legítimo;",
            "limitación: pedir que se congele temporalmente un tratamiento;",
            "instrucciones sobre el destino de tus datos tras tu fallecimiento.",
          ],
          "Para ejercerlos, escríbenos desde la página de Contacto; respondemos en el plazo de un mes. Si consideras que no se respetan tus derechos, puedes presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos (www.cnil.fr).",
        ],
      },
      {
        heading: "Edad mínima",
        paragraphs: [
          "Escouade está reservado a mayores de edad: no recopilamos a sabiendas datos de menores de 18 años y eliminamos las cuentas de este tipo de las que tengamos conocimiento.",
        ],
      },
      {
        heading: "Cookies y almacenamiento",
        paragraphs: [
          "Escouade solo usa el almacenamiento estrictamente necesario para funcionar: tu idioma, tu tema, tu sesión y la caché de la app. La política de cookies lo detalla.",
        ],
      },
      {
        heading: "Cambios",
        paragraphs: [
          "Actualizaremos esta política si cambian nuestros tratamientos; la fecha de la última actualización figura al principio de esta página y te avisaremos de los cambios importantes.",
        ],
      },
    ],
  },

  cookiesPolicy: {
    title: "Política de cookies",
    description:
      "Escouade no usa cookies publicitarias ni de analítica: solo tu idioma, tu tema, tu sesión y la caché de la app, todo estrictamente necesario.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Qué cubre esta política",
        paragraphs: [
          "Una cookie, o en general un rastreador, es un dato que se guarda en tu navegador y que un sitio web vuelve a leer. Esta política cubre las cookies y los demás tipos de almacenamiento del navegador que usa Escouade.",
        ],
      },
      {
        heading: "Qué guardamos",
        paragraphs: [
          [
            "Idioma («lang», almacenamiento local): el idioma de la interfaz que elegiste, para abrir Escouade en ese idioma cuando vuelvas.",
            "Tema («vite-ui-theme», almacenamiento local): claro, oscuro o el de tu sistema.",
            "Sesión (cookie «better-auth.session_token»): mantiene tu sesión iniciada de forma segura; se borra al cerrar sesión y caduca tras 30 días sin visitas.",
            "Caché de la app (service worker): los archivos de la app, para que se abra rápido y pueda instalarse.",
          ],
          "El almacenamiento local y la caché permanecen en tu navegador hasta que los borres; no se envían a nuestros servidores.",
        ],
      },
      {
        heading: "Qué no usamos",
        paragraphs: [
          "Ninguna cookie publicitaria, ninguna analítica, ningún botón de redes sociales, ningún rastreo de un sitio a otro. Los fondos de mapa son imágenes que descarga tu navegador; Escouade no les añade ningún rastreador.",
        ],
      },
      {
        heading: "Por qué no hay banner de consentimiento",
        paragraphs: [
          "El artículo 82 de la ley francesa de protección de datos exime de consentimiento a los rastreadores estrictamente necesarios para un servicio que el usuario ha pedido. Según las directrices y la recomendación de la CNIL, la autoridad francesa de protección de datos, es el caso de los rastreadores de autenticación y de los que recuerdan una elección de interfaz, como el idioma o el tema. Todos los que usa Escouade entran en ese marco: por eso no te pedimos el consentimiento y te informamos aquí.",
        ],
      },
      {
        heading: "Tú decides",
        paragraphs: [
          "Puedes borrar estos datos en cualquier momento desde los ajustes de tu navegador. Se cerrará tu sesión, y el idioma y el tema volverán a sus valores por defecto. Si algún día añadiéramos un rastreador que requiera consentimiento, te lo pediríamos antes de usarlo.",
        ],
      },
    ],
  },

  legalNotice: {
    title: "Aviso legal",
    description: "El editor de Escouade, el alojamiento del servicio, la propiedad intelectual y los créditos de los datos cartográficos.",
    updatedAt: "2025-07-08",
    sections: [
      {
        heading: "Editor",
        paragraphs: [
          "Escouade lo edita {name}, {legalForm} con un capital social de {capital}, con domicilio social en {address}, inscrita en el Registro Mercantil y de Sociedades (RCS) de {registryCity} con el número {registrationNumber}, NIF-IVA intracomunitario {vatNumber}.",
          "Director de la publicación: {director}.",
          "Contacto: a través de la página de Contacto de la app.",
        ],
      },
      {
        heading: "Alojamiento",
        paragraphs: ["El servicio y sus datos se alojan en la Unión Europea en {host}."],
      },
      {
        heading: "Propiedad intelectual",
        paragraphs: [
          "El nombre Escouade, su logotipo, su interfaz y sus textos están protegidos. Queda prohibida cualquier reproducción sin autorización. Los contenidos publicados por los miembros siguen siendo propiedad de sus autores.",
        ],
      },
      {
        heading: "Créditos",
        paragraphs: [
          [
            "Datos cartográficos: © colaboradores de OpenStreetMap, con licencia ODbL (openstreetmap.org/copyright).",
            "Lista de ciudades usada sin conexión: GeoNames (geonames.org), con licencia Creative Commons Atribución 4.0 (CC BY 4.0).",
          ],
        ],
      },
      {
        heading: "Datos personales y cookies",
        paragraphs: ["El tratamiento de tus datos se describe en la política de privacidad, y lo que se guarda en tu navegador, en la política de cookies."],
      },
      {
        heading: "Ley aplicable",
        paragraphs: ["Este aviso legal se rige por el derecho francés."],
      },
    ],
  },
};
